/**
 * Editor script of the property details block: a placeholder, since the details belong to the
 * listing the page shows (block context) and are rendered by the server.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../../blocks/property-details/block.json';
import { registerScreenBlock } from '../host/register-screen-block';
import './style.scss';

function Preview() {
	return (
		<p className="immo-wizards-expose__placeholder">
			{ __(
				'Pictures, key facts, address and map of the property shown on this page.',
				'immo-wizards'
			) }
		</p>
	);
}

registerScreenBlock< Record< string, never > >( metadata, {
	Preview,
	disabled: false,
} );
