<?php
/**
 * Checks and normalises the contact part of every submission.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

use ImmoWizards\Errors\Invalid_Request;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The contact part of every submission (and of the portal's contact): its schema and the server-side
 * rules the schema cannot say (authoritative; the React form mirrors them).
 */
final class Contact_Normalizer {

	private const SALUTATIONS = array( 'Frau', 'Herr' );

	private const NAME_MAX = 100;

	private const OPTIONAL = array(
		'phone'  => 40,
		'street' => 100,
		'number' => 20,
		'zip'    => 10,
		'city'   => 100,
	);

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings (newsletter rules).
	 */
	public function __construct( private Settings $settings ) {
	}

	/**
	 * The schema. Unknown properties (role, user_id, status …) pass validation but are never read.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$name    = array(
			'type'      => 'string',
			'minLength' => 1,
			'maxLength' => self::NAME_MAX,
			'required'  => true,
		);
		$consent = array(
			'type'     => 'boolean',
			'required' => true,
		);
		$fields  = array(
			'salutation' => array(
				'type' => array( 'string', 'null' ),
				'enum' => array_merge( self::SALUTATIONS, array( '', null ) ),
			),
			'firstname'  => $name,
			'lastname'   => $name,
			'email'      => array(
				'description' => __( 'E-mail address (internationalised domains allowed); at most 100 characters once normalised (the limit of a WordPress user’s address).', 'immo-wizards' ),
				'type'        => 'string',
				'minLength'   => 3,
				'maxLength'   => Email::TYPED_MAX,
				'required'    => true,
			),
		);
		$custom  = array(
			'customFields' => Request_Schema::part(
				array(
					'dataPrivacy'   => $consent,
					'acceptContact' => $consent,
					'newsletter'    => array( 'type' => 'boolean' ),
				)
			),
		);
		return Request_Schema::part( $fields + array_map( static fn ( int $max ) => Request_Schema::text( $max ), self::OPTIONAL ) + $custom );
	}

	/**
	 * Normalised contact; unknown keys are dropped.
	 *
	 * @param mixed $input Submitted contact.
	 * @return array{salutation:string,firstname:string,lastname:string,email:string,phone:string,street:string,number:string,zip:string,city:string,customFields:array{dataPrivacy:bool,acceptContact:bool,newsletter:bool}}
	 * @throws Invalid_Request When a rule is broken.
	 */
	public function normalize( $input ): array {
		if ( ! is_array( $input ) ) {
			throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
		}
		// The schema has checked the salutation and the lengths; names must not be blank.
		$out = array( 'salutation' => (string) ( $input['salutation'] ?? '' ) );

		$required = array(
			'firstname' => __( 'Please enter your first name.', 'immo-wizards' ),
			'lastname'  => __( 'Please enter your last name.', 'immo-wizards' ),
		);
		foreach ( $required as $key => $message ) {
			$value = Text::line( $input[ $key ] ?? null, self::NAME_MAX );
			if ( null === $value || '' === $value ) {
				throw new Invalid_Request( $message ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
			}
			$out[ $key ] = $value;
		}

		$out['email'] = Email::contact( $input['email'] ?? null );

		foreach ( self::OPTIONAL as $key => $max ) {
			$value = Text::line( $input[ $key ] ?? null, $max );
			if ( null === $value ) {
				throw new Invalid_Request( __( 'Please check your input.', 'immo-wizards' ) );
			}
			$out[ $key ] = $value;
		}

		$custom = is_array( $input['customFields'] ?? null ) ? $input['customFields'] : array();
		if ( true !== ( $custom['dataPrivacy'] ?? null ) || true !== ( $custom['acceptContact'] ?? null ) ) {
			throw new Invalid_Request( __( 'Please agree to the privacy policy and to being contacted.', 'immo-wizards' ) );
		}
		$newsletter = $this->settings->newsletter_enabled() && true === ( $custom['newsletter'] ?? null );
		if ( $this->settings->newsletter_required() && ! $newsletter ) {
			throw new Invalid_Request( __( 'Please agree to receive the newsletter.', 'immo-wizards' ) );
		}
		$out['customFields'] = array(
			'dataPrivacy'   => true,
			'acceptContact' => true,
			'newsletter'    => $newsletter,
		);
		return $out;
	}
}
