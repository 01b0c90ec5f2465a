<?php
/**
 * What the wizards, the submit routes and the mails make of a saved catalogue.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Catalogue;

use ImmoWizards\Plugin;
use ImmoWizards\Tests\Request_Payloads;

require_once __DIR__ . '/class-catalogue-test-case.php';

/**
 * Every reader follows the admin's changes.
 */
final class Catalogue_Consumers_Test extends Catalogue_Test_Case {

	use Request_Payloads;

	/**
	 * Renames the price field: the lead wizard asks for a "Preisvorstellung" when selling.
	 */
	private function rename_price(): void {
		$response = $this->save(
			function ( array &$doc ) {
				$price                                                = $this->index_of( $doc['fields'], 'price.price' );
				$doc['fields'][ $price ]['label']                     = 'Preis';
				$doc['fields'][ $price ]['marketingTypeLabel']['buy'] = 'Preisvorstellung';
				$zustand                                              = $this->index_of( $doc['fields'], 'property[zustand]' );
				$doc['fields'][ $zustand ]['values'][1]['label']      = 'Top gepflegt';
			}
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
	}

	public function test_a_changed_label_is_served_and_mailed(): void {
		$this->rename_price();
		$data = $this->json( $this->rest( 'POST', '/wizard/fields', array( 'price.price' => new \stdClass() ) ) );
		$this->assertSame( 'Preis', $data['price.price']['label'] );
		$this->assertSame( array( 'buy' => 'Preisvorstellung', 'rent' => 'Monthly rent' ), $data['price.price']['marketingTypeLabel'] );
		$this->assertFalse( $data['price.price']['range'], 'the lead wizard asks a single value' );

		$rows = Plugin::instance()->request_types()->get( 'lead' )->rows( array( 'lead' => $this->lead_body()['lead'] ) );
		$this->assertContains( array( 'Preisvorstellung', '350,000 €' ), $rows );
		$this->assertContains( array( 'Condition', 'Top gepflegt' ), $rows );
	}

	public function test_the_wizards_refetch_their_cached_configs_after_a_save(): void {
		$config = static fn () => json_decode( html_entity_decode( (string) preg_replace( '/^.*data-immo-wizards-config="([^"]*)".*$/s', '$1', do_blocks( '<!-- wp:immo-wizards/lead-wizard /-->' ) ), ENT_QUOTES ), true );
		$before = $config()['fieldsRevision'];
		$this->assertSame( '0', $before, 'a fresh install' );
		$this->rename_price();
		$this->assertNotSame( $before, $config()['fieldsRevision'] );
	}

	public function test_a_disabled_category_is_refused_by_the_submit_route(): void {
		$response = $this->save(
			function ( array &$doc ) {
				$doc['categories'][ $this->index_of( $doc['categories'], 30225 ) ]['lead'] = false;
			}
		);
		$this->assertSame( 200, $response->get_status() );
		wp_set_current_user( 0 );
		$response = $this->rest( 'POST', '/wizard/lead', $this->lead_body() );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 0, $this->count_rows( 'requests' ) );

		$body                       = $this->lead_body( array( 'lead' => array( 'categoryId' => 22332 ) ) );
		$body['lead']['fields']     = array_slice( $body['lead']['fields'], 0, 2 );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status(), 'the other categories stay' );
	}

	public function test_a_field_switched_off_in_a_category_is_dropped_from_submits(): void {
		$response = $this->save(
			function ( array &$doc ) {
				$fields = &$doc['categories'][ $this->index_of( $doc['categories'], 30225 ) ]['fields'];
				$fields[ $this->index_of( $fields, 'property[balkon]' ) ]['lead'] = false;
			}
		);
		$this->assertSame( 200, $response->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$this->assertStringNotContainsString( 'property[balkon]', (string) $this->rows( 'requests' )[0]->payload );
	}
}
