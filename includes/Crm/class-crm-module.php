<?php
/**
 * Confirmed requests reach the agency's CRM as OpenImmo-Feedback: composition and hooks.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\Plugin;
use ImmoWizards\Settings\Registered_Settings;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Expose_Inquiry_Type;
use ImmoWizards\Submit\Lead_Type;
use ImmoWizards\Submit\Message_Type;
use ImmoWizards\Submit\Saved_Search_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The setting (the settings screen's tab "CRM"), the file per request type, the mails that carry
 * it, and the inbox's download route (controllers()).
 */
final class Crm_Module {

	/**
	 * Built file builder.
	 *
	 * @var Feedback|null
	 */
	private ?Feedback $feedback = null;

	/**
	 * Constructor.
	 *
	 * @param Plugin $plugin Shared services.
	 */
	public function __construct( private Plugin $plugin ) {
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		$settings = new Crm_Settings();
		Registered_Settings::add(
			Crm_Settings::OPTION,
			self::schema(),
			array( $settings, 'all' ),
			array( $settings, 'errors' ),
			array( $settings, 'save' ),
			static function ( $input ) use ( $settings ) {
				[ $clean, $errors ] = Crm_Settings::check( is_array( $input ) ? $input : array() );
				return $errors ? $settings->all() : $clean;
			}
		);
		// Built on first use (a confirmation, a rebuilt mail), not on every page load.
		$mail = fn () => new Feedback_Mail( $settings, $this->feedback(), new Request_Repository() );
		add_filter( 'immo_wizards_agency_mails', static fn ( $mails, $request ) => $mail()->add( (array) $mails, $request ), 10, 2 );
		add_filter( 'immo_wizards_outbox_rebuild', static fn ( $rebuilt, $row ) => $mail()->rebuild( $rebuilt, $row ), 10, 2 );
	}

	/**
	 * The module's REST controllers.
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		return array( new Feedback_Controller( $this->feedback(), new Request_Repository() ) );
	}

	/**
	 * The OpenImmo-Feedback file: one part per request type that has one (newsletter sign-ups have none).
	 */
	public function feedback(): Feedback {
		if ( null === $this->feedback ) {
			$types          = $this->plugin->request_types();
			$this->feedback = new Feedback(
				new Crm_Settings(),
				array(
					Lead_Type::NAME           => new Lead_Feedback( $types->get( Lead_Type::NAME ) ),
					Expose_Inquiry_Type::NAME => new Expose_Feedback( $this->plugin->listings()->property_store() ),
					Saved_Search_Type::NAME   => new Search_Feedback( $types->get( Saved_Search_Type::NAME ) ),
					Message_Type::NAME        => new Message_Feedback(),
				)
			);
		}
		return $this->feedback;
	}

	/**
	 * The option's JSON schema (types only: Crm_Settings::check() is the one validation, with a
	 * message per field).
	 *
	 * @return array<string,mixed>
	 */
	private static function schema(): array {
		$text = array( 'type' => 'string' );
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'enabled'       => array( 'type' => 'boolean' ),
				'delivery'      => $text,
				'import_email'  => $text,
				'openimmo_anid' => $text,
				'makler_id'     => $text,
				'file_name'     => $text,
			),
			'additionalProperties' => false,
		);
	}
}
