<?php
/**
 * GET /requests and GET /requests/columns.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Inbox;

use ImmoWizards\Mail\Mailer;
use ImmoWizards\Storage\Tables;

require_once __DIR__ . '/class-inbox-test-case.php';

/**
 * Each collection parameter narrows or orders the list; totals and pages follow the filter.
 */
final class Requests_List_Test extends Inbox_Test_Case {

	/**
	 * Ids of the stored requests by name.
	 *
	 * @var array<string,int>
	 */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		$this->login( 'editor' );
		$this->ids = array(
			'lead'    => $this->request( 'lead', $this->lead(), array( 'created_at' => '2026-03-01 10:00:00' ) ),
			'message' => $this->request(
				'message',
				array( 'message' => str_repeat( 'Guten Tag, ', 20 ) ),
				array(
					'created_at' => '2026-03-02 10:00:00',
					'status'     => 'pending',
					'workflow'   => 'in_progress',
					'contact'    => array(
						'email'     => 'bernd@example.de',
						'firstname' => 'Bernd',
						'lastname'  => 'Zander',
					),
				)
			),
			'inquiry' => $this->request(
				'expose_inquiry',
				array(
					'exposeInquiry' => array(
						'objectId'       => 7,
						'customObjectId' => 'W-123',
						'wish'           => array( 'besichtigung', 'anruf' ),
					),
				),
				array(
					'created_at' => '2026-03-03 10:00:00',
					'workflow'   => 'done',
					'contact'    => array(
						'email'     => 'carla@example.de',
						'firstname' => 'Carla',
						'lastname'  => 'Albers',
					),
				)
			),
		);
	}

	/**
	 * Ids of a list answer.
	 *
	 * @param array<string,mixed> $query Query.
	 * @return int[]
	 */
	private function ids_for( array $query ): array {
		$response = $this->rest( 'GET', '/requests', null, $query );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		return array_column( $this->json( $response ), 'id' );
	}

	public function test_the_list_is_newest_first_with_the_item_shape(): void {
		$response = $this->rest( 'GET', '/requests' );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '1', $response->get_headers()['X-WP-TotalPages'] );
		$items = $this->json( $response );
		$this->assertSame( array( $this->ids['inquiry'], $this->ids['message'], $this->ids['lead'] ), array_column( $items, 'id' ) );

		$lead = $items[2];
		$this->assertSame( array( 'id', 'uuid', 'type', 'typeLabel', 'status', 'workflow', 'note', 'createdAt', 'confirmedAt', 'contact', 'columns' ), array_keys( $lead ) );
		$this->assertSame( 'lead', $lead['type'] );
		$this->assertSame( 'confirmed', $lead['status'] );
		$this->assertSame( 'new', $lead['workflow'] );
		$this->assertSame( '2026-03-01T10:00:00+00:00', $lead['createdAt'] );
		$this->assertSame( 'Anna', $lead['contact']['firstname'] );
		$this->assertSame( array( 'category', 'marketing', 'address', 'price' ), array_keys( $lead['columns'] ) );
		$this->assertSame( 'Hauptstraße 1, 01067 Dresden', $lead['columns']['address'] );
		$this->assertStringStartsWith( '350', $lead['columns']['price'] );

		$message = $items[1];
		$this->assertSame( 'pending', $message['status'] );
		$this->assertNull( $message['confirmedAt'] );
		$this->assertSame( 'Bernd', $message['contact']['firstname'], 'a pending request shows the name it was sent with' );
		$this->assertSame( 'Zander', $message['contact']['lastname'] );
		$this->assertSame( 81, mb_strlen( $message['columns']['message'] ), 'the first 80 characters and an ellipsis' );

		$this->assertSame( 'W-123', $items[0]['columns']['reference'] );
	}

	public function test_each_filter_narrows_the_list_and_the_total(): void {
		$this->assertSame( array( $this->ids['lead'] ), $this->ids_for( array( 'type' => 'lead' ) ) );
		$this->assertSame( array( $this->ids['message'] ), $this->ids_for( array( 'status' => 'pending' ) ) );
		$this->assertSame( array( $this->ids['inquiry'], $this->ids['lead'] ), $this->ids_for( array( 'status' => 'confirmed' ) ) );
		$this->assertSame( array( $this->ids['inquiry'] ), $this->ids_for( array( 'workflow' => 'done' ) ) );
		$this->assertSame( array( $this->ids['inquiry'], $this->ids['message'] ), $this->ids_for( array( 'after' => '2026-03-01T12:00:00Z' ) ) );
		$this->assertSame( array( $this->ids['lead'] ), $this->ids_for( array( 'before' => '2026-03-02T11:00:00+02:00' ) ), 'the offset counts' );
		$this->assertSame( array( $this->ids['message'] ), $this->ids_for( array( 'search' => 'BERND@' ) ), 'e-mail start, any case' );
		$this->assertSame( array( $this->ids['inquiry'] ), $this->ids_for( array( 'search' => 'Alb' ) ), 'last name start' );
		$this->assertSame( array( $this->ids['lead'] ), $this->ids_for( array( 'search' => 'anna' ) ), 'first name start' );
		$this->assertSame( array(), $this->ids_for( array( 'search' => '%' ) ), 'a wildcard is a character' );
		$this->assertSame( array(), $this->ids_for( array( 'search' => "' OR 1=1 -- " ) ) );

		$response = $this->rest( 'GET', '/requests', null, array( 'status' => 'confirmed', 'per_page' => 1, 'page' => 2 ) );
		$this->assertSame( '2', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );
		$this->assertSame( array( $this->ids['lead'] ), array_column( $this->json( $response ), 'id' ) );
		$this->assertSame( array(), $this->ids_for( array( 'page' => 5 ) ) );
	}

	public function test_each_order(): void {
		$this->assertSame( array( $this->ids['lead'], $this->ids['message'], $this->ids['inquiry'] ), $this->ids_for( array( 'order' => 'asc' ) ) );
		$this->assertSame( array( $this->ids['lead'], $this->ids['message'], $this->ids['inquiry'] ), $this->ids_for( array( 'orderby' => 'email', 'order' => 'asc' ) ) );
		// The names of the contacts table: a pending request's contact has none there yet.
		$this->assertSame( array( $this->ids['lead'], $this->ids['inquiry'], $this->ids['message'] ), $this->ids_for( array( 'orderby' => 'name', 'order' => 'desc' ) ) );
		$this->assertSame( array( $this->ids['inquiry'], $this->ids['lead'], $this->ids['message'] ), $this->ids_for( array( 'orderby' => 'type', 'order' => 'asc' ) ) );
		$this->assertSame( array( $this->ids['inquiry'], $this->ids['message'], $this->ids['lead'] ), $this->ids_for( array( 'orderby' => 'workflow', 'order' => 'asc' ) ) );
	}

	/**
	 * Bad parameters.
	 *
	 * @return array<string, array{0:array<string,mixed>}>
	 */
	public function bad_params(): array {
		return array(
			'unknown type'     => array( array( 'type' => 'admin' ) ),
			'type as list'     => array( array( 'type' => array( 'lead' ) ) ),
			'status active'    => array( array( 'status' => 'active' ) ),
			'workflow closed'  => array( array( 'workflow' => 'closed' ) ),
			'orderby sql'      => array( array( 'orderby' => 'id; DROP TABLE x' ) ),
			'order sideways'   => array( array( 'order' => 'up' ) ),
			'after not a date' => array( array( 'after' => 'yesterday' ) ),
			'before number'    => array( array( 'before' => '12345' ) ),
			'search 2 MB'      => array( array( 'search' => str_repeat( 'a', 2 * 1024 * 1024 ) ) ),
			'search list'      => array( array( 'search' => array( 'a' ) ) ),
			'page zero'        => array( array( 'page' => 0 ) ),
			'page text'        => array( array( 'page' => 'abc' ) ),
			'per_page 101'     => array( array( 'per_page' => 101 ) ),
			'per_page -1'      => array( array( 'per_page' => -1 ) ),
			'per_page sql'     => array( array( 'per_page' => '1 OR 1=1' ) ),
		);
	}

	/**
	 * Bad parameters are a 400 on the list, the export and (search and paging) the contacts.
	 *
	 * @dataProvider bad_params
	 * @param array<string,mixed> $query Query.
	 */
	public function test_bad_params_are_rejected( array $query ): void {
		$response = $this->rest( 'GET', '/requests', null, $query );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$paging = array_intersect_key( $query, array_flip( array( 'page', 'per_page' ) ) );
		if ( ! $paging ) {
			$this->assertSame( 400, $this->rest( 'GET', '/requests/export', null, $query )->get_status() );
		}
		if ( $paging || isset( $query['search'] ) ) {
			$this->assertSame( 400, $this->rest( 'GET', '/contacts', null, $query )->get_status() );
		}
	}

	public function test_the_columns_describe_every_type(): void {
		$catalogue = $this->json( $this->rest( 'GET', '/requests/columns' ) );
		$this->assertSame( array( 'lead', 'saved_search', 'expose_inquiry', 'message', 'newsletter' ), array_column( $catalogue, 'type' ) );
		$by_type = array_column( $catalogue, 'columns', 'type' );
		$this->assertSame( array( 'category', 'marketing', 'address', 'price' ), array_column( $by_type['lead'], 'id' ) );
		$this->assertSame( array( 'category', 'regions', 'priceRange' ), array_column( $by_type['saved_search'], 'id' ) );
		$this->assertSame( array( 'reference', 'wishes' ), array_column( $by_type['expose_inquiry'], 'id' ) );
		$this->assertSame( array( 'message' ), array_column( $by_type['message'], 'id' ) );
		$this->assertSame( array(), $by_type['newsletter'] );
		$catalogue = Mailer::in_locale( 'de_DE', fn () => $this->json( $this->rest( 'GET', '/requests/columns' ) ) );
		$this->assertSame( 'Preisspanne', $catalogue[1]['columns'][2]['label'] );
		$this->assertSame( array( 'Suchprofil', 'Suchprofile' ), array( $catalogue[1]['label'], $catalogue[1]['pluralLabel'] ) );
	}

	public function test_contacts_list_with_request_counts_and_portal_account(): void {
		global $wpdb;
		$wpdb->update( Tables::name( 'contacts' ), array( 'user_id' => 99 ), array( 'email' => 'carla@example.de' ) );
		$this->request( 'newsletter', array() );
		$response = $this->rest( 'GET', '/contacts', null, array( 'per_page' => 2 ) );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );
		$all = $this->json( $this->rest( 'GET', '/contacts' ) );
		$by  = array_column( $all, null, 'email' );
		$this->assertSame( 2, $by['anna@example.de']['requests'] );
		$this->assertTrue( $by['carla@example.de']['hasPortalAccount'] );
		$this->assertFalse( $by['bernd@example.de']['hasPortalAccount'] );
		$this->assertSame( '', $by['bernd@example.de']['lastname'], 'unconfirmed: only the address is kept' );
		$this->assertSame( array( 'id', 'email', 'firstname', 'lastname', 'phone', 'requests', 'createdAt', 'hasPortalAccount' ), array_keys( $all[0] ) );
		$this->assertSame( array( 'carla@example.de' ), array_column( $this->json( $this->rest( 'GET', '/contacts', null, array( 'search' => 'Carla' ) ) ), 'email' ) );
	}
}
