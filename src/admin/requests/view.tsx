/**
 * Mounts the requests inbox into the container the admin page prints (`Admin\Requests_Page`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { readRequestTypes } from '../request-types';
import { InboxScreen } from './inbox-screen';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-requests' );
	if ( ! container ) {
		return;
	}
	createRoot( container ).render(
		<InboxScreen
			exportUrl={ container.dataset.exportUrl ?? '' }
			types={ readRequestTypes( container ) }
		/>
	);
} );
