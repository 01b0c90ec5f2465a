/**
 * Logged out: the 'Anmeldung' form asking for a login link by e-mail, with the notice of why it is
 * shown (signed out: offers a reload; a confirmation link used again: where to go on).
 */
/**
 * External dependencies
 */
import * as z from 'zod/mini';

/**
 * WordPress dependencies
 */
import { useId, useMemo } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { requestLoginMail } from '../api/auth';
import { EMAIL_PATTERN, trimmedText } from '../components/contact-form/schema';
import { useWizardForm } from '../components/form/use-wizard-form';
import { useLoading } from '../components/loading';
import { useSnackbar } from '../components/snackbar';
import { TextInput } from '../components/text-input';
import { SubmitButton } from '../wizards/shared/submit-button';
import type { LoggedOutNotice } from './session';
import { Alert } from './alert';
import { BLOCK } from './block';

function createSchema() {
	return z.object( {
		email: trimmedText( 254, true ).check(
			z.regex(
				EMAIL_PATTERN,
				__( 'Please enter a valid e-mail address.', 'immo-wizards' )
			)
		),
	} );
}

function Notice( { notice }: { notice?: LoggedOutNotice } ) {
	if ( notice === 'signedOut' ) {
		return (
			<Alert type="info" className={ `${ BLOCK }__signed-out` }>
				<span>
					{ __( 'You have been logged out.', 'immo-wizards' ) }
				</span>
				<button
					type="button"
					className={ `${ BLOCK }__button ${ BLOCK }__button--secondary` }
					onClick={ () => window.location.reload() }
				>
					{ __( 'Reload page', 'immo-wizards' ) }
				</button>
			</Alert>
		);
	}
	if ( notice === 'alreadyConfirmed' ) {
		return (
			<Alert type="info">
				{ __(
					'Your request has already been confirmed. Request a login link here.',
					'immo-wizards'
				) }
			</Alert>
		);
	}
	return null;
}

export function LoginScreen( { notice }: { notice?: LoggedOutNotice } ) {
	const schema = useMemo( createSchema, [] );
	const { control, submit, formState } = useWizardForm( {
		schema,
		defaultValues: { email: '' },
	} );
	const { show } = useSnackbar();
	const { track } = useLoading();
	const sending = formState.isSubmitting;
	const titleId = 'immo-wizards-' + useId().replace( /:/g, '' );

	const send = submit( async ( { email } ) => {
		try {
			const answer = await track( requestLoginMail( email ) );
			// The answer never tells whether the address has an account (PRODUCT.md).
			if ( answer?.sent ) {
				show(
					__( 'The e-mail has been sent.', 'immo-wizards' ),
					'success'
				);
			} else {
				show(
					__( 'Please check your e-mail address.', 'immo-wizards' ),
					'error'
				);
			}
		} catch {
			// Shown by the API client (e.g. too many requests).
		}
	} );

	return (
		<section className={ `${ BLOCK }__login` } aria-labelledby={ titleId }>
			<Notice notice={ notice } />
			<h2 id={ titleId } className={ `${ BLOCK }__title` }>
				{ _x( 'Login', 'portal form title', 'immo-wizards' ) }
			</h2>
			<p>
				{ __(
					'Enter your e-mail address and follow the instructions in the e-mail.',
					'immo-wizards'
				) }
			</p>
			<form
				noValidate
				className={ `${ BLOCK }__login-form` }
				onSubmit={ ( event ) => {
					if ( sending ) {
						event.preventDefault();
						return;
					}
					send( event );
				} }
			>
				<TextInput
					control={ control }
					name="email"
					label={ __( 'E-mail', 'immo-wizards' ) }
					type="email"
					autoComplete="email"
					maxLength={ 254 }
					required
				/>
				<div className={ `${ BLOCK }__actions` }>
					<SubmitButton
						block={ BLOCK }
						loading={ sending }
						label={ __( 'Send e-mail', 'immo-wizards' ) }
					/>
				</div>
			</form>
		</section>
	);
}
