<?php
/**
 * Helpers of the alert tests: listings, contacts with saved searches, a background run.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Alerts;

use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Listings\Property_Schema;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Storage\Saved_Search_Repository;
use ImmoWizards\Storage\Tables;
use ImmoWizards\Tests\Test_Case;

/**
 * A listing in Dresden-Striesen (regions 3 and 32) and searches around it.
 */
abstract class Alert_Test_Case extends Test_Case {

	/** A flat for sale that every default search matches. */
	protected const FLAT = array(
		'marketingType' => 'buy',
		'objectType'    => 'LIVING',
		'categoryId'    => 30225,
		'price'         => '300000',
		'livingSpace'   => '80',
		'rooms'         => '3',
		'buildYear'     => '1995',
		'plotArea'      => '200',
		'zip'           => '01067',
		'city'          => 'Dresden',
		'district'      => 'Striesen',
		'status'        => 'active',
	);

	/**
	 * A listing.
	 *
	 * @param array<string,string> $changes Values other than FLAT's (null removes one).
	 * @param string               $status  Post status.
	 */
	protected function listing( array $changes = array(), string $status = 'publish' ): int {
		$values = array_filter( array_merge( self::FLAT, $changes ), static fn ( $value ) => null !== $value );
		return (int) wp_insert_post(
			array(
				'post_type'   => Post_Type::NAME,
				'post_title'  => 'Helle Wohnung',
				'post_status' => $status,
				'meta_input'  => array_combine( array_map( static fn ( $name ) => Property_Schema::META[ $name ], array_keys( $values ) ), array_values( $values ) ),
			)
		);
	}

	/**
	 * An active (or not) saved search of a contact.
	 *
	 * @param string              $email   Contact address.
	 * @param array<string,mixed> $changes Payload values other than the default.
	 * @param bool                $active  Whether active.
	 * @param int                 $request Request id (0: made in the portal).
	 * @return int Saved search id.
	 */
	protected function search( string $email, array $changes = array(), bool $active = true, int $request = 0 ): int {
		global $wpdb;
		$contact = ( new Contact_Repository() )->upsert( $email );
		$payload = array_merge(
			array(
				'objectType'    => 'LIVING',
				'categoryId'    => 30225,
				'marketingType' => 'buy',
				'locations'     => array( array( 'locationId' => 3 ) ),
				'fields'        => array(),
			),
			$changes
		);
		$id      = ( new Saved_Search_Repository() )->insert( wp_generate_uuid4(), $contact, $request, $payload );
		$wpdb->update( Tables::name( 'saved_searches' ), array( 'active' => $active ? 1 : 0 ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		Saved_Search_Repository::changed( array( $id ) );
		return $id;
	}

	/**
	 * One background run; the mails it stored are sent (shutdown).
	 */
	protected function run_alerts(): void {
		Plugin::instance()->alerts()->runner()->run();
		Plugin::instance()->runner()->flush();
	}

	/**
	 * Listing ids alerted (sent) for a saved search.
	 *
	 * @param int $search_id Saved search id.
	 * @return int[]
	 */
	protected function alerted( int $search_id ): array {
		global $wpdb;
		$log = Tables::name( 'alert_log' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM $log WHERE search_id = %d AND status = 'sent' ORDER BY post_id", $search_id ) ) );
	}
}
