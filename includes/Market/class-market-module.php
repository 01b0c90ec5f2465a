<?php
/**
 * What the agency's market knows for an owner: buyers waiting for such a home.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Market;

use ImmoWizards\I18n\I18n;
use ImmoWizards\Mail\Kinds\Price_Indication_Mail;
use ImmoWizards\Plugin;
use ImmoWizards\Settings\Registered_Settings;
use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Submit\Detail_Rows;
use ImmoWizards\Submit\Lead_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The setting (the settings screen's tab "Markt"), the public count route (controllers()), and the
 * count of a confirmed owner lead in the agency mail, the webhook data and the inbox detail (with
 * the contacts there). Nothing is derived from a lead before its double opt-in.
 */
final class Market_Module {

	/**
	 * Built count.
	 *
	 * @var Waiting_Buyers|null
	 */
	private ?Waiting_Buyers $buyers = null;

	/**
	 * Built price indication.
	 *
	 * @var Price_Indication|null
	 */
	private ?Price_Indication $indication = null;

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
		$settings = new Market_Settings();
		Registered_Settings::add(
			Market_Settings::OPTION,
			array( Market_Settings::class, 'schema' ),
			array( $settings, 'all' ),
			array( Market_Settings::class, 'errors' ),
			array( $settings, 'save' ),
			array( $settings, 'sanitized' )
		);
		add_filter( 'immo_wizards_agency_mail_sections', fn ( $sections, $type, $payload ) => $this->mail_sections( (array) $sections, (string) $type, (array) $payload ), 10, 3 );
		add_filter( 'immo_wizards_webhook_request_data', fn ( $data, $row ) => $this->webhook_data( (array) $data, $row ), 10, 2 );
		add_filter( 'immo_wizards_request_buyers', fn ( $buyers, $row ) => $this->inbox_buyers( $buyers, $row ), 10, 2 );
		// The confirmation's follow-up mail to the owner, stored with the agency's mails.
		add_filter( 'immo_wizards_agency_mails', fn ( $mails, $request ) => $this->owner_mail( (array) $mails, $request ), 10, 2 );
		add_filter( 'immo_wizards_request_valuation', fn ( $valuation, $row ) => $this->indication()->of_request( $row ) ?? $valuation, 10, 2 );
		add_filter(
			'immo_wizards_confirmed_answer',
			function ( $extra, $request_id ) {
				$indication = $this->indication()->of_request( ( new Request_Repository() )->find( (int) $request_id ) );
				// The owner sees the range, the count and the dates; the listings behind it are the agency's.
				return null === $indication ? $extra : (array) $extra + array( 'priceIndication' => array_diff_key( $indication, array_flip( array( 'comparables', 'median' ) ) ) );
			},
			10,
			2
		);
	}

	/**
	 * Adds the owner's price indication mail to a confirmed lead's mails (when it has one).
	 *
	 * @param array<int, array<string,mixed>> $mails   The mails.
	 * @param object                          $request Request row (confirmed in this transaction).
	 * @return array<int, array<string,mixed>>
	 */
	private function owner_mail( array $mails, object $request ): array {
		$row        = ( new Request_Repository() )->find( (int) $request->id );
		$indication = $this->indication()->of_request( $row );
		if ( null === $indication || ! $row ) {
			return $mails;
		}
		$contact = (array) ( Request_Repository::payload( $row )['contact'] ?? array() );
		$mails[] = array(
			'template' => Price_Indication_Mail::NAME,
			'locale'   => I18n::recipient_locale( false, (string) $row->locale ),
			'meta'     => array(
				'args'       => array( array_intersect_key( $contact, array_flip( array( 'salutation', 'firstname', 'lastname' ) ) ), array_diff_key( $indication, array_flip( array( 'comparables', 'median' ) ) ) ),
				'recipient'  => (string) ( $contact['email'] ?? '' ),
				'request_id' => (int) $row->id,
			),
		);
		return $mails;
	}

	/**
	 * The price indication.
	 */
	public function indication(): Price_Indication {
		return $this->indication ??= new Price_Indication();
	}

	/**
	 * The module's REST controllers.
	 *
	 * @return \ImmoWizards\Rest\Controller[]
	 */
	public function controllers(): array {
		return array( new Buyers_Controller( $this->buyers(), new Market_Settings(), $this->plugin->rate_limiter() ) );
	}

	/**
	 * The count of waiting buyers.
	 */
	public function buyers(): Waiting_Buyers {
		return $this->buyers ??= new Waiting_Buyers();
	}

	/**
	 * The agency mail (sent on confirmation only) gets a section with the count of an owner lead.
	 *
	 * @param array<string, array<int, array{0:string,1:string}>> $sections Sections.
	 * @param string                                              $type     Request type.
	 * @param array<string,mixed>                                 $payload  Stored payload.
	 * @return array<string, array<int, array{0:string,1:string}>>
	 */
	private function mail_sections( array $sections, string $type, array $payload ): array {
		$count = Lead_Type::NAME === $type ? $this->buyers()->count( Property_Facts::of_lead( Detail_Rows::part( $payload, 'lead' ) ) ) : null;
		if ( null !== $count ) {
			$sections[ __( 'Buyers waiting for this home', 'immo-wizards' ) ] = array( array( __( 'Matching search profiles', 'immo-wizards' ), I18n::number( $count ) ) );
		}
		return $sections;
	}

	/**
	 * `waitingBuyers` of a confirmed owner lead (null below the threshold).
	 *
	 * @param array<string,mixed> $data Event data.
	 * @param object              $row  Request row.
	 * @return array<string,mixed>
	 */
	private function webhook_data( array $data, object $row ): array {
		$facts = self::facts( $row );
		if ( null !== $facts ) {
			$data['waitingBuyers'] = $this->buyers()->count( $facts );
		}
		return $data;
	}

	/**
	 * The count and the contacts of a confirmed owner lead for the inbox (whose route checks the
	 * capability to see requests).
	 *
	 * @param mixed  $buyers What other filters made.
	 * @param object $row    Request row.
	 * @return mixed
	 */
	private function inbox_buyers( $buyers, object $row ) {
		$facts = self::facts( $row );
		if ( null === $facts ) {
			return $buyers;
		}
		return array(
			'count'    => $this->buyers()->count( $facts ),
			'contacts' => $this->buyers()->contacts( $facts ),
		);
	}

	/**
	 * The property of a confirmed owner lead; null for anything else.
	 *
	 * @param object $row Request row.
	 */
	private static function facts( object $row ): ?Property_Facts {
		if ( Lead_Type::NAME !== (string) $row->type || empty( $row->confirmed_at ) ) {
			return null;
		}
		return Property_Facts::of_lead( Detail_Rows::part( Request_Repository::payload( $row ), 'lead' ) );
	}
}
