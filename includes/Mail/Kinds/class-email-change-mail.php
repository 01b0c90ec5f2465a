<?php
/**
 * The confirmation of a portal account's new e-mail address.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Sent to the new address: the link `{portal}#k={key}` applies the change.
 */
final class Email_Change_Mail extends Plain_Mail {

	public const NAME = 'email_change';

	/**
	 * Name.
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'E-mail change', 'immo-wizards' );
	}

	/**
	 * The mail.
	 *
	 * @param Templates    $templates Layout.
	 * @param array<mixed> $args      Raw `email_change` key, the account's owner (salutation and names, for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		return $templates->portal_link_mail(
			__( 'Please confirm your new e-mail address', 'immo-wizards' ),
			array(
				__( 'This e-mail address was entered as the new address of a customer portal account. Please confirm it with the button below; only then will it be used.', 'immo-wizards' ),
				__( 'This e-mail address was entered as the new address of a customer portal account. Please confirm it with the link below; only then will it be used.', 'immo-wizards' ),
			),
			__( 'Confirm e-mail address', 'immo-wizards' ),
			(string) $args[0],
			__( 'If you did not ask for this change, simply ignore this e-mail. The address will not be used.', 'immo-wizards' ),
			(array) ( $args[1] ?? array() )
		);
	}

	/**
	 * A change of Erika's address.
	 *
	 * @return array<mixed>
	 */
	public function sample(): array {
		return array( 'preview', self::SAMPLE_CONTACT );
	}
}
