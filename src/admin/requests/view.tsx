/**
 * Mounts the requests inbox into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * Internal dependencies
 */
import { mountLazily } from '../lazy-screen';
import { readMailKinds, readRequestTypes } from '../page-data';
import './style.scss';

mountLazily(
	'immo-wizards-requests',
	() => import( './inbox-screen' ).then( ( module ) => module.InboxScreen ),
	( container ) => ( {
		exportUrl: container.dataset.exportUrl ?? '',
		feedbackUrl: container.dataset.feedbackUrl ?? '',
		types: readRequestTypes( container ),
		mailKinds: readMailKinds( container ),
	} )
);
