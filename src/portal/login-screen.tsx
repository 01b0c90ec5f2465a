/**
 * Logged out: the 'Anmeldung' form asking for a login link by e-mail, with the notice of why it is
 * shown (signed out: offers a reload; a confirmation link used again: where to go on).
 */
/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { requestLoginMail } from '../api/auth';
import { funnel } from '../host/funnel';
import { useLoading } from '../components/loading';
import { useSnackbar } from '../components/snackbar';
import { useDomId } from '../host/dom-id';
import { SubmitButton } from '../wizards/shared/submit-button';
import type { LoggedOutNotice } from './session';
import { Alert } from './alert';
import { BLOCK } from './block';
// The field's look, in the portal's own stylesheet (the form components that bring it load later).
import '../components/form/style.scss';

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

/**
 * One field, so a plain form: no form library and no schema library in the script every visitor
 * loads. Only an empty address is stopped here; whether it is well-formed the server says
 * (`sent: false` → 'Bitte überprüfen Sie Ihre E-Mail-Adresse.').
 *
 * @param props        The props.
 * @param props.notice Why the form is shown.
 */
export function LoginScreen( { notice }: { notice?: LoggedOutNotice } ) {
	const [ email, setEmail ] = useState( '' );
	const [ submitted, setSubmitted ] = useState( false );
	const [ sending, setSending ] = useState( false );
	const { show } = useSnackbar();
	const { track } = useLoading();
	const titleId = useDomId( 'login-title' );
	const inputId = useDomId( 'login-email' );
	const error =
		submitted && email.trim() === ''
			? __( 'This field is required.', 'immo-wizards' )
			: undefined;
	const errorId = `${ inputId }-error`;

	const send = async () => {
		setSubmitted( true );
		if ( email.trim() === '' ) {
			show( __( 'Please check your input.', 'immo-wizards' ), 'error' );
			return;
		}
		setSending( true );
		try {
			const answer = await track( requestLoginMail( email.trim() ) );
			// The answer never tells whether the address has an account (PRODUCT.md).
			if ( answer?.sent ) {
				funnel( 'portal', 'login_link_asked', undefined, true );
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
		} finally {
			setSending( false );
		}
	};

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
				// Sent before the script ran, the address goes in the body, not in the page's URL.
				method="post"
				noValidate
				className={ `${ BLOCK }__login-form` }
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( ! sending ) {
						send();
					}
				} }
			>
				<div className="immo-wizards-field">
					<label
						className="immo-wizards-field__label"
						htmlFor={ inputId }
					>
						{ __( 'E-mail', 'immo-wizards' ) }
						<span
							className="immo-wizards-field__required"
							aria-hidden="true"
						>
							{ ' *' }
						</span>
					</label>
					<input
						id={ inputId }
						name="email"
						className="immo-wizards-field__input"
						type="email"
						autoComplete="email"
						maxLength={ 254 }
						value={ email }
						aria-required
						aria-invalid={ error ? true : undefined }
						aria-describedby={ error ? errorId : undefined }
						onChange={ ( event ) => setEmail( event.target.value ) }
					/>
					{ error && (
						<p className="immo-wizards-field__error" id={ errorId }>
							{ error }
						</p>
					) }
				</div>
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
