/**
 * Mounts the webhooks screen into the container the admin page prints (`Admin\Webhooks_Page`).
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
