/**
 * Mounts the requests inbox into the container the admin page prints (`Admin\Requests_Page`).
 */
/**
 * Internal dependencies
 */
import { readRequestTypes } from '../request-types';
import { mountLazily } from '../lazy-screen';
import './style.scss';

mountLazily(
	'immo-wizards-requests',
	() => import( './inbox-screen' ).then( ( module ) => module.InboxScreen ),
	( container ) => ( {
		exportUrl: container.dataset.exportUrl ?? '',
		types: readRequestTypes( container ),
	} )
);
