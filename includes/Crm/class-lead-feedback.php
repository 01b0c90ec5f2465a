<?php
/**
 * An owner lead in the OpenImmo-Feedback file.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\Submit\Detail_Rows;
use ImmoWizards\Submit\Request_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The `objekt` is the owner's property: sell (KAUF) or let (MIETE_PACHT), category, street, city and
 * district, price idea, rooms and living space; the request's rows (with the postcode, which `objekt`
 * has no element for) go into `anfrage`.
 */
final class Lead_Feedback implements Feedback_Part {

	/**
	 * Constructor.
	 *
	 * @param Request_Type $type The lead type (its rows).
	 */
	public function __construct( private Request_Type $type ) {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function values( array $payload ): array {
		$lead     = Detail_Rows::part( $payload, 'lead' );
		$location = is_array( $lead['location'] ?? null ) ? $lead['location'] : array();
		$fields   = is_array( $lead['fields'] ?? null ) ? $lead['fields'] : array();
		return array(
			'objekt'      => array(
				'vermarktungsart' => Feedback_Values::marketing( $lead['marketingType'] ?? null ),
				'bezeichnung'     => isset( $lead['categoryId'] ) ? Detail_Rows::category( $lead ) : '',
				'strasse'         => trim( ( $location['street'] ?? '' ) . ' ' . ( $location['number'] ?? '' ) ),
				'ort'             => (string) ( $location['city'] ?? '' ),
				'stadtbezirk'     => (string) ( $location['district'] ?? '' ),
				'preis'           => Feedback_Values::field( $fields, 'price.price' ),
				'anzahl_zimmer'   => Feedback_Values::field( $fields, 'area.numberRooms' ),
				'flaeche'         => Feedback_Values::field( $fields, 'area.livingSpace' ),
			),
			'interessent' => array( 'anfrage' => Feedback_Values::summary( $this->type, $payload ) ),
		);
	}
}
