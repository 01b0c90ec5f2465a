/**
 * Mounts the import screen into the container the admin page prints (`Admin\Import_Page`).
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
