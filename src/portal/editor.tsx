/**
 * Editor script of the customer portal block: the portal depends on a visitor's personal link, so the
 * editor shows what the block does instead of a live preview.
 */
/**
 * WordPress dependencies
 */
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../blocks/portal/block.json';
import { registerScreenBlock } from '../host/register-screen-block';

registerScreenBlock< Record< string, never > >( metadata, {
	disabled: false,
	Preview: () => (
		<Placeholder
			icon="id"
			label={ __( 'Customer portal', 'immo-wizards' ) }
			instructions={ __(
				'Visitors reach this page through the personal link in their e-mails: it confirms their requests and shows their inquiries, saved searches and contact data.',
				'immo-wizards'
			) }
		/>
	),
} );
