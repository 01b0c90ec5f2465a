/**
 * Step "Test mail": sends one through the plugin's outbox; the mail log shows whether it went out.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ApiError } from '../../api/errors';
import { sendTestMail } from '../../api/setup';

interface Props {
	/** The address suggested (the notification address, else the administrator's). */
	suggested: string;
	onSent: () => void;
	onNext: () => void;
}

export function TestMailStep( { suggested, onSent, onNext }: Props ) {
	const [ recipient, setRecipient ] = useState( suggested );
	const [ busy, setBusy ] = useState( false );
	const [ sentTo, setSentTo ] = useState( '' );
	const [ error, setError ] = useState( '' );
	return (
		<form
			onSubmit={ async ( event ) => {
				event.preventDefault();
				setBusy( true );
				setError( '' );
				setSentTo( '' );
				try {
					setSentTo( ( await sendTestMail( recipient ) ).recipient );
					onSent();
				} catch ( failure ) {
					setError( ( failure as ApiError ).message );
				} finally {
					setBusy( false );
				}
			} }
		>
			<div className="immo-wizards-settings__field" aria-live="polite">
				<TextControl
					label={ __( 'Recipient', 'immo-wizards' ) }
					type="email"
					value={ recipient }
					onChange={ setRecipient }
					__nextHasNoMarginBottom
					__next40pxDefaultSize
				/>
				{ error && (
					<p className="immo-wizards-settings__error" role="alert">
						{ error }
					</p>
				) }
				{ sentTo && (
					<Notice status="success" isDismissible={ false }>
						{ sprintf(
							/* translators: %s: e-mail address */
							__(
								'The test mail to %s is on its way.',
								'immo-wizards'
							),
							sentTo
						) }{ ' ' }
						<a href="admin.php?page=immo-wizards-mails">
							{ __(
								'The mail log shows whether it was sent.',
								'immo-wizards'
							) }
						</a>
					</Notice>
				) }
			</div>
			<div className="immo-wizards-setup__actions">
				<Button
					variant={ sentTo ? 'secondary' : 'primary' }
					type="submit"
					isBusy={ busy }
					disabled={ busy || recipient.trim() === '' }
					__next40pxDefaultSize
				>
					{ __( 'Send test mail', 'immo-wizards' ) }
				</Button>
				{ sentTo && (
					<Button
						variant="primary"
						onClick={ onNext }
						__next40pxDefaultSize
					>
						{ __( 'Continue', 'immo-wizards' ) }
					</Button>
				) }
			</div>
		</form>
	);
}
