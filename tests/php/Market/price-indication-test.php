<?php
/**
 * The price indication's selection rules on the real tables.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Market;

use ImmoWizards\Market\Market_Settings;
use ImmoWizards\Market\Price_Indication;
use ImmoWizards\Plugin;
use ImmoWizards\Portal\Portal_Inquiries;
use ImmoWizards\Storage\Request_Repository;

require_once __DIR__ . '/class-market-test-case.php';

/**
 * Anna's flat of 85.5 m² in Innere Altstadt (region 11 in Altstadt, 1) against the agency's listings.
 */
final class Price_Indication_Test extends Market_Test_Case {

	/** A point in Innere Altstadt (11). */
	private const ALTSTADT = array(
		'lat' => '51.0495',
		'lng' => '13.7385',
	);

	/** A point in Seevorstadt (13), Altstadt's other district. */
	private const SEEVORSTADT = array(
		'lat' => '51.0457',
		'lng' => '13.7365',
	);

	/**
	 * Turns the indication on.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( Market_Settings::OPTION, array( 'valuation_enabled' => true ) );
	}

	/**
	 * Listings of 85.5 m² at these prices per m².
	 *
	 * @param int[]                $per_m2  Prices per m².
	 * @param array<string,string> $changes Other values (point, status, category …).
	 * @param string               $post    Post status.
	 * @return int[] Listing ids.
	 */
	private function comparables( array $per_m2, array $changes = array(), string $post = 'publish' ): array {
		return array_map(
			fn ( $price ) => $this->listing(
				$changes + self::ALTSTADT + array(
					'price'       => (string) ( $price * 85.5 ),
					'livingSpace' => '85.5',
				),
				$post
			),
			$per_m2
		);
	}

	/**
	 * Anna's lead, confirmed unless told otherwise; its indication.
	 *
	 * @param bool $confirm Whether she confirms.
	 * @return array<string,mixed>|null
	 */
	private function indication( bool $confirm = true ): ?array {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'anna' . wp_rand() . '@example.de' ) ) ) )->get_status() );
		if ( $confirm ) {
			$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		}
		$rows = $this->rows( 'requests' );
		return ( new Price_Indication() )->of_request( ( new Request_Repository() )->find( (int) end( $rows )->id ) );
	}

	public function test_the_interquartile_range_of_five_comparables(): void {
		$ids        = $this->comparables( array( 3000, 3500, 4000, 4500, 5000 ) );
		$indication = $this->indication();
		$this->assertSame( 5, $indication['count'] );
		// 3,500 / 4,000 / 4,500 € per m² times 85.5 m², to the thousand.
		$this->assertSame( array( 299000.0, 342000.0, 385000.0 ), array( $indication['low'], $indication['median'], $indication['high'] ) );
		$this->assertEqualsCanonicalizing( $ids, array_column( $indication['comparables'], 'id' ) );
		$this->assertStringContainsString( 'http', $indication['comparables'][0]['url'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T/', $indication['from'] );
	}

	public function test_sales_weigh_most_and_the_correction_applies(): void {
		$this->comparables( array( 3000, 3500, 4000, 4500 ) );
		$this->comparables( array( 5000 ), array( 'status' => 'sold' ) );
		update_option(
			Market_Settings::OPTION,
			array(
				'valuation_enabled'    => true,
				'valuation_correction' => 110,
			)
		);
		$indication = $this->indication();
		// Weights 1,1,1,1,3: quartiles 3,500 / 4,500 / 5,000 € per m², times 85.5 m² and 110 %.
		$this->assertSame( array( 329000.0, 423000.0, 470000.0 ), array( $indication['low'], $indication['median'], $indication['high'] ) );
	}

	public function test_too_few_in_the_district_takes_its_parent_region(): void {
		$this->comparables( array( 3000, 3500, 4000 ) );
		$this->comparables( array( 4500, 5000 ), self::SEEVORSTADT );
		$this->assertSame( 5, $this->indication()['count'] );
	}

	public function test_each_negative(): void {
		$this->comparables( array( 3000, 3500, 4000, 4500 ) );
		$this->comparables( array( 4000 ), array( 'categoryId' => '30226' ) );
		$this->comparables( array( 4000 ), array( 'lat' => '48.2', 'lng' => '16.37' ) );
		$this->comparables( array( 4000 ), array( 'marketingType' => 'rent' ) );
		$this->listing( self::ALTSTADT + array( 'price' => '480000', 'livingSpace' => '120' ) );
		$this->comparables( array( 4000 ), array(), 'draft' );
		$old = $this->comparables( array( 4000 ) );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => gmdate( 'Y-m-d H:i:s', strtotime( '-25 months' ) ) ), array( 'ID' => $old[0] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertNull( $this->indication(), 'four comparables: other category, region, marketing, size, status and age do not count' );

		$this->comparables( array( 4000 ) );
		$this->assertSame( 5, $this->indication()['count'] );
		$this->assertNull( $this->indication( false ), 'not before the double opt-in' );
		update_option( Market_Settings::OPTION, array( 'valuation_enabled' => false ) );
		$this->assertNull( $this->indication(), 'off' );
	}

	public function test_off_by_default(): void {
		delete_option( Market_Settings::OPTION );
		$this->comparables( array( 3000, 3500, 4000, 4500, 5000 ) );
		$this->assertNull( $this->indication() );
	}

	public function test_the_owner_gets_it_with_her_confirmation_and_the_agent_in_the_inbox(): void {
		$this->comparables( array( 3000, 3500, 4000, 4500, 5000 ) );
		$submit = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->assertStringNotContainsString( 'priceIndication', (string) wp_json_encode( $submit->get_data() ) );
		$rows = $this->rows( 'requests' );
		$id   = (int) end( $rows )->id;
		$this->login( 'administrator' );
		$this->assertNull( $this->json( $this->rest( 'GET', "/requests/$id" ) )['valuation'], 'nothing before the double opt-in' );
		wp_set_current_user( 0 );

		$answer = $this->json( $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) ) );
		$this->assertSame( array( 'low', 'high', 'count', 'from', 'to' ), array_keys( $answer['priceIndication'] ) );
		$this->assertSame( array( 299000, 385000, 5 ), array( (int) $answer['priceIndication']['low'], (int) $answer['priceIndication']['high'], $answer['priceIndication']['count'] ) );

		$this->login( 'editor' );
		$detail = $this->json( $this->rest( 'GET', "/requests/$id" ) );
		$this->assertSame( 342000, (int) $detail['valuation']['median'] );
		$this->assertCount( 5, $detail['valuation']['comparables'] );
		$this->login( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', "/requests/$id" )->get_status() );
	}

	public function test_the_portal_card_keeps_it(): void {
		$this->comparables( array( 3000, 3500, 4000, 4500, 5000 ) );
		$this->indication();
		$rows  = $this->rows( 'requests' );
		$items = ( new Portal_Inquiries( new Request_Repository(), Plugin::instance()->request_types() ) )->all( (int) end( $rows )->contact_id );
		$this->assertSame( array( 299000, 385000, 5 ), array( (int) $items[0]['priceIndication']['low'], (int) $items[0]['priceIndication']['high'], $items[0]['priceIndication']['count'] ) );
		$this->assertArrayNotHasKey( 'comparables', $items[0]['priceIndication'] );
	}

	public function test_the_confirmation_is_followed_by_the_owners_mail(): void {
		$this->comparables( array( 3000, 3500, 4000, 4500, 5000 ) );
		$this->indication();
		Plugin::instance()->runner()->flush();
		$mails = array_values( array_filter( $this->mails, static fn ( $mail ) => 'Your non-binding price indication' === $mail['subject'] ) );
		$this->assertCount( 1, $mails );
		$this->assertStringContainsString( 'anna', (string) $mails[0]['to'] );
		$this->assertStringContainsString( 'Non-binding price indication: 299,000 – 385,000 €', $mails[0]['message'] );
		$this->assertStringContainsString( 'This is not a valuation (Wertermittlung).', $mails[0]['message'] );
	}

	public function test_no_mail_without_an_indication(): void {
		$this->comparables( array( 3000, 3500, 4000, 4500 ) );
		$this->indication();
		Plugin::instance()->runner()->flush();
		$this->assertSame( array(), array_filter( array_column( $this->mails, 'subject' ), static fn ( $subject ) => str_contains( $subject, 'price indication' ) ) );
	}
}
