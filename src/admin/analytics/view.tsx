/**
 * Mounts the Auswertung into the container its admin screen prints (`Admin_Menu::screens()`); the
 * screen's code is a chunk of its own.
 */
/**
 * Internal dependencies
 */
import { mountLazily } from '../lazy-screen';
import './style.scss';

mountLazily(
	'immo-wizards-analytics',
	() =>
		import( /* webpackChunkName: "analytics" */ './analytics-screen' ).then(
			( module ) => module.AnalyticsScreen
		),
	( container ) => ( { today: container.dataset.today ?? '' } )
);
