<?php
/**
 * The count of a confirmed owner lead: agency mail, webhook data, inbox detail with the contacts.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Market;

use ImmoWizards\Plugin;
use ImmoWizards\Users\Roles;
use ImmoWizards\Webhooks\Webhook_Payloads;

require_once __DIR__ . '/class-market-test-case.php';

/**
 * Nothing is derived from a lead before its double opt-in; afterwards the agency sees the count
 * everywhere and, in the inbox only, who is behind it.
 */
final class Lead_Buyers_Test extends Market_Test_Case {

	/**
	 * Submits Anna's lead (85.5 m², 350,000 €) and returns its id; confirmed when told.
	 *
	 * @param bool $confirm Whether she confirms it.
	 */
	private function lead( bool $confirm ): int {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		if ( $confirm ) {
			$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
			Plugin::instance()->runner()->flush();
		}
		$rows = $this->rows( 'requests' );
		return (int) end( $rows )->id;
	}

	/**
	 * The webhook data of a request.
	 *
	 * @param int $id Request id.
	 * @return array<string,mixed>
	 */
	private static function webhook( int $id ): array {
		return ( new Webhook_Payloads( Plugin::instance()->request_types() ) )->request( $id )[0];
	}

	public function test_the_agency_sees_the_count_and_the_contacts_of_a_confirmed_lead(): void {
		$ids = $this->searches( 3 );
		$this->searches( 1, array( 'categoryId' => 30226 ) );
		$id     = $this->lead( true );
		$agency = end( $this->mails );
		$this->assertStringContainsString( 'New confirmed request', $agency['subject'] );
		$this->assertStringContainsString( 'Buyers waiting for this home', $agency['message'] );
		$this->assertMatchesRegularExpression( '/Matching search profiles<\/th><td>3</', $agency['message'] );
		$this->assertSame( 3, self::webhook( $id )['waitingBuyers'] );

		$this->login( 'editor' );
		$detail = $this->json( $this->rest( 'GET', "/requests/$id" ) );
		$this->assertSame( 3, $detail['buyers']['count'] );
		$this->assertCount( 3, $detail['buyers']['contacts'] );
		$emails = array_column( $detail['buyers']['contacts'], 'email' );
		$this->assertCount( 3, array_filter( $emails, static fn ( $email ) => str_starts_with( $email, 'buyer' ) ) );
		$this->assertSame( array( 'name', 'email', 'title', 'confirmedAt' ), array_keys( $detail['buyers']['contacts'][0] ) );
		$this->assertStringContainsString( ': ', $detail['buyers']['contacts'][0]['title'], 'category and region' );
		$this->assertCount( 3, $ids );
	}

	public function test_below_the_threshold_there_is_no_count_anywhere(): void {
		$this->searches( 2 );
		$id = $this->lead( true );
		$this->assertStringNotContainsString( 'Buyers waiting', end( $this->mails )['message'] );
		$this->assertArrayHasKey( 'waitingBuyers', self::webhook( $id ) );
		$this->assertNull( self::webhook( $id )['waitingBuyers'] );
		$this->login( 'administrator' );
		$detail = $this->json( $this->rest( 'GET', "/requests/$id" ) );
		$this->assertSame(
			array(
				'count'    => null,
				'contacts' => array(),
			),
			$detail['buyers']
		);
	}

	public function test_nothing_before_the_double_opt_in(): void {
		$this->searches( 3 );
		$id = $this->lead( false );
		$this->assertArrayNotHasKey( 'waitingBuyers', self::webhook( $id ) );
		$this->login( 'administrator' );
		$this->assertNull( $this->json( $this->rest( 'GET', "/requests/$id" ) )['buyers'] );
	}

	public function test_the_contacts_only_for_request_managers(): void {
		$this->searches( 3 );
		$id = $this->lead( true );
		foreach ( array(
			''           => 401,
			'subscriber' => 403,
			Roles::ROLE  => 403,
			'author'     => 403,
		) as $role => $status ) {
			'' === $role ? wp_set_current_user( 0 ) : $this->login( $role );
			$response = $this->rest( 'GET', "/requests/$id" );
			$this->assertSame( $status, $response->get_status(), $role );
			$this->assertStringNotContainsString( '@example.de', (string) wp_json_encode( $response->get_data() ) );
		}
	}
}
