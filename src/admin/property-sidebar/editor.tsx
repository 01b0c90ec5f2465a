/**
 * The listing's facts as a panel of the block editor's document sidebar (listings only: the server
 * enqueues this script in their editor, `Admin\Property_Sidebar`).
 */
/**
 * WordPress dependencies
 */
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { PropertyPanel } from './property-panel';

registerPlugin( 'immo-wizards-property', { render: PropertyPanel } );
