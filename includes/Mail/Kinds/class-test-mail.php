<?php
/**
 * The setup assistant's test mail.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail\Kinds;

use ImmoWizards\Mail\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Proves that the plugin's mails reach the agency (Setup\Test_Mail_Controller).
 */
final class Test_Mail extends Plain_Mail {

	public const NAME = 'test_mail';

	/**
	 * The kind's name.
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * The kind's label in the mail log.
	 */
	public function label(): string {
		return __( 'Test mail', 'immo-wizards' );
	}

	/**
	 * Renders the mail.
	 *
	 * @param Templates         $templates The layout.
	 * @param array<int, mixed> $args      None.
	 * @return array{subject:string,html:string,text:string}
	 */
	public function render( Templates $templates, array $args ): array {
		$subject = __( 'Test mail from Immo Wizards', 'immo-wizards' );
		$intro   = __( 'This is a test mail. The mails of your forms reach this address with the sender you set.', 'immo-wizards' );
		return array(
			'subject' => $subject,
			'html'    => $templates->layout( $subject, Templates::paragraph( $intro ) ),
			'text'    => $intro . "\n" . $templates->text_footer(),
		);
	}

	/**
	 * Arguments of the preview sample.
	 *
	 * @return array<int, mixed>
	 */
	public function sample(): array {
		return array();
	}
}
