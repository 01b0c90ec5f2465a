<?php
/**
 * The OpenImmo-Feedback file of a confirmed request.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Storage\Request_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Puts the file together: `sender` from the site and the settings (date: the day of the confirmation,
 * so every copy of a request's file is the same), `interessent` from the contact the request was sent
 * with, and the type's part (Feedback_Part, one per type that has a file). Texts come in the site's
 * language, as the agency's mail.
 */
final class Feedback {

	/** German mobile numbers: 015x, 016x, 017x, also with +49 / 0049 (else the number is `tel`). */
	private const MOBILE = '/^(?:\+49|0049|0)1[5-7][0-9]/';

	/**
	 * Constructor.
	 *
	 * @param Crm_Settings                 $settings The CRM settings (ids, file name).
	 * @param array<string, Feedback_Part> $parts    The part of each request type with a file.
	 */
	public function __construct( private Crm_Settings $settings, private array $parts ) {
	}

	/**
	 * Whether a request has a file: confirmed (nothing before the double opt-in) and of a type with a part.
	 *
	 * @param object $request Request row.
	 */
	public function available( object $request ): bool {
		return 'confirmed' === (string) $request->status && isset( $this->parts[ (string) $request->type ] );
	}

	/**
	 * The file name the settings give.
	 */
	public function file_name(): string {
		return $this->settings->all()['file_name'];
	}

	/**
	 * The file of a request; null when it has none (see available()).
	 *
	 * @param object $request Request row (status, type, uuid, payload, confirmed_at).
	 */
	public function xml( object $request ): ?string {
		if ( ! $this->available( $request ) ) {
			return null;
		}
		$payload = Request_Repository::payload( $request );
		$part    = Mailer::in_locale( I18n::recipient_locale( true ), fn () => $this->parts[ (string) $request->type ]->values( $payload ) );
		$objekt  = array( 'portal_unique_id' => (string) $request->uuid ) + $part['objekt'];
		return Feedback_Document::xml( $this->sender( $request ), $objekt, $this->person( $payload ) + $part['interessent'] );
	}

	/**
	 * The sender: the site, the agency's ids, the day of the confirmation (site time).
	 *
	 * @param object $request Request row.
	 * @return array<string, string>
	 */
	private function sender( object $request ): array {
		$settings  = $this->settings->all();
		$confirmed = empty( $request->confirmed_at ) ? time() : (int) strtotime( $request->confirmed_at . ' UTC' );
		return array(
			'name'          => wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
			'openimmo_anid' => $settings['openimmo_anid'],
			'datum'         => (string) wp_date( 'd.m.Y', $confirmed ),
			'makler_id'     => $settings['makler_id'],
		);
	}

	/**
	 * The person as the request gave them.
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 * @return array<string, string>
	 */
	private function person( array $payload ): array {
		$contact = is_array( $payload['contact'] ?? null ) ? array_map( 'strval', array_filter( $payload['contact'], 'is_scalar' ) ) : array();
		$phone   = $contact['phone'] ?? '';
		$mobile  = 1 === preg_match( self::MOBILE, (string) preg_replace( '/[\s\/().-]+/', '', $phone ) );
		return array(
			'anrede'   => $contact['salutation'] ?? '',
			'vorname'  => $contact['firstname'] ?? '',
			'nachname' => $contact['lastname'] ?? '',
			'strasse'  => trim( ( $contact['street'] ?? '' ) . ' ' . ( $contact['number'] ?? '' ) ),
			'plz'      => $contact['zip'] ?? '',
			'ort'      => $contact['city'] ?? '',
			'tel'      => $mobile ? '' : $phone,
			'mobil'    => $mobile ? $phone : '',
			'email'    => $contact['email'] ?? '',
		);
	}
}
