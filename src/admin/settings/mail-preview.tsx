/**
 * The live preview of the mail texts: the server renders the real mail with sample data and the
 * texts on screen (unsaved), shortly after the last keystroke.
 */
/**
 * WordPress dependencies
 */
import { SelectControl, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	previewMail,
	type MailPreview as Preview,
} from '../../api/mail-preview';
import type { MailKindInfo } from '../../api/mails';
import type { ApiError } from '../../api/errors';
import type { MailTexts } from '../../api/settings';

/** Wait for a pause in typing before asking the server. */
export const PREVIEW_DELAY_MS = 400;

export function MailPreview( {
	kinds,
	texts,
}: {
	/** The mail kinds (those with texts of the agency's own are previewed). */
	kinds: MailKindInfo[];
	texts: MailTexts;
} ) {
	const editable = kinds.filter( ( kind ) => kind.texts.length > 0 );
	const [ mail, setMail ] = useState( editable[ 0 ]?.kind ?? '' );
	const [ preview, setPreview ] = useState< Preview | null >( null );
	const [ failure, setFailure ] = useState( '' );
	const key = JSON.stringify( texts );

	useEffect( () => {
		const controller = new AbortController();
		const timer = window.setTimeout( () => {
			previewMail( mail, JSON.parse( key ), {
				signal: controller.signal,
			} ).then(
				( result ) => {
					setPreview( result );
					setFailure( '' );
				},
				( error: ApiError ) => {
					if ( ! controller.signal.aborted ) {
						setFailure( error.message );
					}
				}
			);
		}, PREVIEW_DELAY_MS );
		return () => {
			window.clearTimeout( timer );
			controller.abort();
		};
	}, [ mail, key ] );

	return (
		<section
			className="immo-wizards-settings__preview"
			aria-labelledby="immo-wizards-mail-preview"
		>
			<h2 id="immo-wizards-mail-preview">
				{ __( 'Preview', 'immo-wizards' ) }
			</h2>
			<SelectControl
				label={ __( 'Mail to preview', 'immo-wizards' ) }
				value={ mail }
				options={ editable.map( ( kind ) => ( {
					value: kind.kind,
					label: kind.previewLabel,
				} ) ) }
				onChange={ setMail }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			{ failure && (
				<p className="immo-wizards-settings__error" role="alert">
					{ failure }
				</p>
			) }
			{ ! preview && ! failure && <Spinner /> }
			{ preview && (
				<>
					{ Object.values( preview.errors ).map( ( message ) => (
						<p
							key={ message }
							className="immo-wizards-settings__error"
						>
							{ message }
						</p>
					) ) }
					<p>
						<strong>{ __( 'Subject:', 'immo-wizards' ) }</strong>{ ' ' }
						{ preview.subject }
					</p>
					{ /* No scripts, no same-origin access: the document is only looked at. */ }
					<iframe
						title={ __( 'Mail preview', 'immo-wizards' ) }
						sandbox=""
						srcDoc={ preview.html }
						className="immo-wizards-settings__preview-frame"
					/>
				</>
			) }
		</section>
	);
}
