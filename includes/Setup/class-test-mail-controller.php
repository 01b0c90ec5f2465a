<?php
/**
 * POST /setup/test-mail: the setup assistant sends a test mail through the plugin's outbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Setup;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Security\Rate_Limiter;
use ImmoWizards\Settings\Settings_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only, from this site only, 10 an hour per administrator. The mail takes the way every
 * mail takes (outbox, sender settings, retries), so it proves the requests' mails will arrive; the
 * mail log shows it as "Test mail".
 */
final class Test_Mail_Controller extends Settings_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'setup/test-mail';

	/**
	 * Constructor.
	 *
	 * @param Outbox       $outbox The outbox.
	 * @param Rate_Limiter $limits Rate limits.
	 */
	public function __construct( private Outbox $outbox, private Rate_Limiter $limits ) {
	}

	/**
	 * The recipient.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function request_args(): array {
		return array(
			'recipient' => array(
				'description' => __( 'Where the test mail goes.', 'immo-wizards' ),
				'type'        => 'string',
				'format'      => 'email',
				'maxLength'   => 254,
				'required'    => true,
			),
		);
	}

	/**
	 * Queues and sends the mail.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	protected function answer( \WP_REST_Request $request ): array {
		$this->limits->enforce_policy( 'test_mail_user:' . get_current_user_id() );
		$recipient = (string) $request['recipient'];
		$id        = $this->outbox->queue( 'test_mail', I18n::recipient_locale( true ), array( 'recipient' => $recipient ) );
		Setup_Pages::remember( array( 'test_mail' => time() ) );
		$this->outbox->send_after_response( $id );
		return array(
			'id'        => $id,
			'recipient' => $recipient,
		);
	}

	/**
	 * The answer's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-setup-test-mail',
			'type'       => 'object',
			'properties' => array(
				'id'        => array( 'type' => 'integer' ),
				'recipient' => array( 'type' => 'string' ),
			),
		);
	}
}
