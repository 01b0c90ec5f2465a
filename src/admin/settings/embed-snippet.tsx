/**
 * The ready-to-copy script tag for another website, under the tab "Embedding".
 */
/**
 * WordPress dependencies
 */
import { TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface Props {
	/** The site's home URL. */
	homeUrl: string;
	/** The base path as on screen. */
	base: string;
}

/**
 * The script tag (the lead wizard; `data-route` names any other page).
 *
 * @param props         Home URL and base path.
 * @param props.homeUrl The site's home URL.
 * @param props.base    The base path as on screen.
 */
export function EmbedSnippet( { homeUrl, base }: Props ) {
	const path = base.replace( /^\/+|\/+$/g, '' );
	const src = `${ homeUrl.replace( /\/+$/, '' ) }/${ path }/embed.js`;
	return (
		<div className="immo-wizards-settings__field">
			<TextareaControl
				label={ __( 'Code for your website', 'immo-wizards' ) }
				help={ __(
					'Paste it where the form should appear. data-route names the page: lead-wizard, saved-search-wizard, expose-inquiry-wizard, contact-form-wizard, newsletter-wizard or login (the customer portal). Save the settings first.',
					'immo-wizards'
				) }
				value={ `<script src="${ src }" data-route="lead-wizard" async></script>` }
				readOnly
				rows={ 2 }
				onChange={ () => undefined }
				__nextHasNoMarginBottom
			/>
		</div>
	);
}
