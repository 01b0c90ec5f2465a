/**
 * Mounts the requests inbox into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { readMailKinds, readRequestTypes } from '../page-data';
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
			feedbackUrl={ container.dataset.feedbackUrl ?? '' }
			types={ readRequestTypes( container ) }
			mailKinds={ readMailKinds( container ) }
		/>
	);
} );
