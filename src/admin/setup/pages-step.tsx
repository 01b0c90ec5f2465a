/**
 * Step "Pages with forms": one click creates a form's page; made pages link to the page and its
 * editor instead.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../api/errors';
import { createPage, type SetupState } from '../../api/setup';

interface Props {
	state: SetupState;
	onChanged: () => void;
	onNext: () => void;
}

export function PagesStep( { state, onChanged, onNext }: Props ) {
	const [ busy, setBusy ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const create = async ( screen: string ) => {
		setBusy( screen );
		try {
			await createPage( screen );
			setError( '' );
			await onChanged();
		} catch ( failure ) {
			setError( ( failure as ApiError ).message );
		} finally {
			setBusy( '' );
		}
	};
	// The portal page has a step of its own.
	const forms = state.screens.filter( ( item ) => item.screen !== 'portal' );
	return (
		<div>
			{ error && (
				<p className="immo-wizards-settings__error" role="alert">
					{ error }
				</p>
			) }
			<ul className="immo-wizards-setup__pages">
				{ forms.map( ( item ) => (
					<li key={ item.screen }>
						{ item.page ? (
							<>
								<span>
									{ sprintf(
										/* translators: %s: page title */
										__(
											'Page “%s” exists.',
											'immo-wizards'
										),
										item.page.title
									) }
								</span>{ ' ' }
								<a href={ item.page.link }>
									{ __( 'View', 'immo-wizards' ) }
									<span className="screen-reader-text">
										{ `: ${ item.page.title }` }
									</span>
								</a>{ ' ' }
								<a href={ item.page.editLink }>
									{ __( 'Edit', 'immo-wizards' ) }
									<span className="screen-reader-text">
										{ `: ${ item.page.title }` }
									</span>
								</a>
							</>
						) : (
							<Button
								variant="secondary"
								isBusy={ busy === item.screen }
								disabled={ busy !== '' }
								onClick={ () => create( item.screen ) }
							>
								{ sprintf(
									/* translators: %s: page title, e.g. "Value your property" */
									__( 'Create page “%s”', 'immo-wizards' ),
									item.title
								) }
							</Button>
						) }
					</li>
				) ) }
			</ul>
			<Button variant="primary" onClick={ onNext } __next40pxDefaultSize>
				{ __( 'Continue', 'immo-wizards' ) }
			</Button>
		</div>
	);
}
