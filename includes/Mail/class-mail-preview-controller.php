<?php
/**
 * POST /settings/mail-preview: the live preview of the mail texts on the settings screen.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Mail;

use ImmoWizards\Mail\Kinds\Mail_Kinds;
use ImmoWizards\Settings\Mail_Texts;
use ImmoWizards\Settings\Settings_Controller;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`). Renders the real mail with its kind's sample data and the submitted,
 * unsaved texts (validated like the setting: a refused text is previewed as shipped, its message is in
 * `errors`). Nothing is stored or sent.
 */
final class Mail_Preview_Controller extends Settings_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'settings/mail-preview';

	/**
	 * Constructor.
	 *
	 * @param Templates  $templates The mails' templates.
	 * @param Mail_Kinds $kinds     The mail kinds (those with texts of the agency's own, each with its sample).
	 */
	public function __construct( private Templates $templates, private Mail_Kinds $kinds ) {
	}

	/**
	 * Which mail and the unsaved texts.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function request_args(): array {
		return array(
			'mail'  => array(
				'description' => __( 'Which mail to preview.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => $this->kinds->editable(),
				'required'    => true,
			),
			'texts' => array(
				'description' => __( 'The mail texts to preview (unsaved).', 'immo-wizards' ),
				'type'        => 'object',
				'properties'  => Mail_Texts::schema()['mail_texts']['properties'],
				'default'     => array(),
			),
		);
	}

	/**
	 * Renders the preview.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	protected function answer( \WP_REST_Request $request ): array {
		$errors = array();
		$out    = array( 'mail_texts' => Mail_Texts::defaults() );
		Mail_Texts::sanitize( array( 'mail_texts' => (array) $request['texts'] ), $out, $errors );
		$kind = (string) $request['mail'];
		$mail = $this->templates->with_texts( $out['mail_texts'] )->render( $kind, $this->kinds->get( $kind )?->sample() ?? array() );
		return $mail + array( 'errors' => (object) $errors );
	}

	/**
	 * The answer's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-mail-preview',
			'type'       => 'object',
			'properties' => array(
				'subject' => array( 'type' => 'string' ),
				'html'    => array( 'type' => 'string' ),
				'text'    => array( 'type' => 'string' ),
				'errors'  => array(
					'type'                 => 'object',
					'additionalProperties' => array( 'type' => 'string' ),
				),
			),
		);
	}
}
