<?php
/**
 * Base of the market tests: saved searches around an owner's property in Dresden-Altstadt.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Market;

use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Alerts\Alert_Test_Case;
use ImmoWizards\Tests\Request_Payloads;

require_once dirname( __DIR__ ) . '/Alerts/class-alert-test-case.php';

/**
 * The owner's flat lies at the lead payload's point (regions 1 and 11); the searches are real rows,
 * their criteria written by the plugin's own sync.
 */
abstract class Market_Test_Case extends Alert_Test_Case {

	use Request_Payloads;

	/** The region of the owner's point. */
	protected const REGION = 11;

	/** The count route's facts of the owner's flat. */
	protected const FACTS = array(
		'objectType'    => 'LIVING',
		'categoryId'    => 30225,
		'marketingType' => 'buy',
		'lat'           => 51.0493,
		'lng'           => 13.7381,
		'price'         => 350000,
		'livingSpace'   => 85.5,
		'rooms'         => 3,
	);

	/**
	 * Saved searches in the owner's region, one contact each.
	 *
	 * @param int                 $number  How many.
	 * @param array<string,mixed> $changes Payload values other than the default.
	 * @return int[] Saved search ids.
	 */
	protected function searches( int $number, array $changes = array() ): array {
		$ids = array();
		for ( $i = 1; $i <= $number; $i++ ) {
			$ids[] = $this->search( 'buyer' . wp_rand() . "-$i@example.de", $changes + array( 'locations' => array( array( 'locationId' => self::REGION ) ) ) );
		}
		return $ids;
	}

	/**
	 * A search's range of one field.
	 *
	 * @param string     $name Field id.
	 * @param float|null $min  Lower bound.
	 * @param float|null $max  Upper bound.
	 * @return array{fields: array<int, array<string,mixed>>}
	 */
	protected static function range( string $name, $min, $max = null ): array {
		return array(
			'fields' => array(
				array(
					'name'      => $name,
					'valueType' => 'RANGE',
					'minValue'  => $min,
					'maxValue'  => $max,
				),
			),
		);
	}

	/**
	 * A request nobody confirmed (a saved search made with it does not count).
	 */
	protected function pending_request(): int {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Tables::name( 'requests' ),
			array(
				'uuid'          => wp_generate_uuid4(),
				'submission_id' => wp_generate_uuid4(),
				'type'          => 'saved_search',
				'status'        => 'pending',
				'contact_id'    => 1,
				'payload'       => '{}',
				'created_at'    => current_time( 'mysql', true ),
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * The count route's answer for the owner's flat with changed facts.
	 *
	 * @param array<string,mixed> $changes Facts other than FACTS (null removes one).
	 * @return array{count:int|null,text:string|null}
	 */
	protected function ask( array $changes = array() ): array {
		$query    = array_filter( array_merge( self::FACTS, $changes ), static fn ( $value ) => null !== $value );
		$response = $this->rest( 'GET', '/market/buyers', null, $query );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $this->json( $response );
	}
}
