/**
 * Editor script of the customer portal block: the portal depends on a visitor's personal link, so the
 * editor shows what the block does instead of a live preview.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../blocks/portal/block.json';

function Edit() {
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon="id"
				label={ __( 'Customer portal', 'immo-wizards' ) }
				instructions={ __(
					'Visitors reach this page through the personal link in their e-mails: it confirms their requests and shows their inquiries, saved searches and contact data.',
					'immo-wizards'
				) }
			/>
		</div>
	);
}

registerBlockType( metadata.name, {
	...( metadata as unknown as BlockConfiguration< Record< string, never > > ),
	edit: Edit,
	save: () => null,
} );
