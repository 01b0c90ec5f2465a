/**
 * Mounts the mail log into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * Internal dependencies
 */
import { mountLazily } from '../lazy-screen';
import { readMailKinds } from '../page-data';
import './style.scss';

mountLazily(
	'immo-wizards-mails',
	() => import( './mail-log' ).then( ( module ) => module.MailLog ),
	( container ) => ( { kinds: readMailKinds( container ) } )
);
