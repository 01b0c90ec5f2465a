/**
 * Mounts the import screen into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { ImportScreen } from './import-screen';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-import' );
	if ( ! container ) {
		return;
	}
	createRoot( container ).render(
		<ImportScreen
			maxUploadBytes={ Number( container.dataset.maxUploadBytes ) || 0 }
		/>
	);
} );
