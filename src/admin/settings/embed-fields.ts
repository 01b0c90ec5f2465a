/**
 * The settings screen's tab "Embedding": the standalone pages' path and the sites that may frame them.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { field, type TabSpec } from './field-spec';

export const EMBED_TAB = 'embed';

export function embedTab(): TabSpec {
	return {
		name: EMBED_TAB,
		title: __( 'Embedding', 'immo-wizards' ),
		fields: [
			field(
				'embed_base',
				__( 'Path of the embeddable pages', 'immo-wizards' ),
				'text',
				{
					help: __(
						'Under your site’s address, e.g. immo-app: the forms are then at …/immo-app/lead-wizard and the script at …/immo-app/embed.js.',
						'immo-wizards'
					),
				}
			),
			field(
				'embed_origins',
				__( 'Websites that may embed the forms', 'immo-wizards' ),
				'lines',
				{
					help: __(
						'One origin per line (scheme and host, e.g. https://www.agency.example), at most 20. Only these sites may show the forms and the portal in a frame and exchange messages with them. Empty: embedding is off.',
						'immo-wizards'
					),
				}
			),
			field(
				'embed_portal_url',
				__( 'Customer portal on your website', 'immo-wizards' ),
				'url',
				{
					help: __(
						'Optional: the page on one of these websites that embeds the portal (data-route="login"). The links in the e-mails then open the portal there; empty: the portal page in WordPress.',
						'immo-wizards'
					),
				}
			),
		],
	};
}
