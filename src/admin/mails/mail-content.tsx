/**
 * "Inhalt anzeigen": a captured mail as the recipient would read it (demo site only).
 */
/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchMailContent, type MailContent } from '../../api/mails';

/**
 * The HTML part for the sandboxed frame: links open in a new tab, outside the sandbox (a link that
 * navigated the frame itself would load the portal without the visitor's cookies).
 *
 * @param html The mail's HTML.
 */
export function frameDocument( html: string ): string {
	return `<base target="_blank">${ html }`;
}

export function MailContentView( { id }: { id: number } ) {
	const [ content, setContent ] = useState< MailContent | null >( null );
	const [ error, setError ] = useState< string | null >( null );

	useEffect( () => {
		let stopped = false;
		fetchMailContent( id ).then(
			( answer ) => ! stopped && setContent( answer ),
			( failure: Error ) => ! stopped && setError( failure.message )
		);
		return () => {
			stopped = true;
		};
	}, [ id ] );

	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	}
	if ( ! content ) {
		return <Spinner />;
	}
	return (
		<div className="immo-wizards-mails__content">
			<dl>
				<dt>{ __( 'To', 'immo-wizards' ) }</dt>
				<dd>{ content.recipient }</dd>
				<dt>{ __( 'Subject', 'immo-wizards' ) }</dt>
				<dd>{ content.subject }</dd>
			</dl>
			{ /* No scripts, no same origin; only popups, which leave the sandbox, so links work. */ }
			<iframe
				title={ __( 'HTML part of the e-mail', 'immo-wizards' ) }
				sandbox="allow-popups allow-popups-to-escape-sandbox"
				srcDoc={ frameDocument( content.html ) }
			/>
			<h3>{ __( 'Text part', 'immo-wizards' ) }</h3>
			<pre>{ content.text }</pre>
		</div>
	);
}
