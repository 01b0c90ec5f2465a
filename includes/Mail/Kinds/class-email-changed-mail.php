<?php
/**
 * The notice to the old address once an e-mail change was applied.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Mail\Greeting;
use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * So a stolen session cannot move an account away unnoticed.
 */
final class Email_Changed_Mail extends Plain_Mail {

	public const NAME = 'email_changed_notice';

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
		return __( 'E-mail changed notice', 'immo-wizards' );
	}

	/**
	 * The mail.
	 *
	 * @param Templates    $templates Layout.
	 * @param array<mixed> $args      The account's owner (salutation and names, for the greeting).
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		$subject  = __( 'Your e-mail address was changed', 'immo-wizards' );
		$greeting = Greeting::line( (array) ( $args[0] ?? array() ) );
		$intro    = __( 'The e-mail address of your customer portal account was changed. Messages about your requests now go to the new address.', 'immo-wizards' );
		$note     = __( 'If you did not make this change, please contact us.', 'immo-wizards' );
		return array(
			'subject' => $subject,
			'html'    => $templates->layout( $subject, Templates::paragraph( $greeting ) . Templates::paragraph( $intro ) . Templates::paragraph( $note ) ),
			'text'    => $greeting . "\n\n" . $intro . "\n\n" . $note . "\n" . $templates->text_footer(),
		);
	}

	/**
	 * Erika's notice.
	 *
	 * @return array<mixed>
	 */
	public function sample(): array {
		return array( self::SAMPLE_CONTACT );
	}
}
