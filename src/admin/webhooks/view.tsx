/**
 * Mounts the webhooks screen into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * Internal dependencies
 */
import { mountLazily } from '../lazy-screen';
import './style.scss';

mountLazily(
	'immo-wizards-webhooks',
	() =>
		import( './webhooks-screen' ).then(
			( module ) => module.WebhooksScreen
		),
	() => ( {} )
);
