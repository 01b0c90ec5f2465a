<?php
/**
 * A saved search in the OpenImmo-Feedback file.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Crm;

use ImmoWizards\Submit\Detail_Rows;
use ImmoWizards\Submit\Request_Type;

defined( 'ABSPATH' ) || exit;

/**
 * A search names no property: `objekt` carries only what is sought (buy or rent, the category); the
 * regions and ranges go into `anfrage` as the agency's mail lists them.
 */
final class Search_Feedback implements Feedback_Part {

	/**
	 * Constructor.
	 *
	 * @param Request_Type $type The saved-search type (its rows).
	 */
	public function __construct( private Request_Type $type ) {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $payload Stored payload.
	 */
	public function values( array $payload ): array {
		$search = Detail_Rows::part( $payload, 'savedSearch' );
		return array(
			'objekt'      => array(
				'vermarktungsart' => Feedback_Values::marketing( $search['marketingType'] ?? null ),
				'bezeichnung'     => isset( $search['categoryId'] ) ? Detail_Rows::category( $search ) : '',
			),
			'interessent' => array( 'anfrage' => Feedback_Values::summary( $this->type, $payload ) ),
		);
	}
}
