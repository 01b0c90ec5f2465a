/**
 * Mounts the mail log into the container the admin page prints (`Admin\Mail_Log_Page`).
 */
/**
 * Internal dependencies
 */
import { mountLazily } from '../lazy-screen';
import './style.scss';

mountLazily(
	'immo-wizards-mails',
	() => import( './mail-log' ).then( ( module ) => module.MailLog ),
	() => ( {} )
);
