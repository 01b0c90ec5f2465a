<?php
/**
 * GET and PUT /catalogue, POST /catalogue/reset.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Catalogue;

use ImmoWizards\Catalogue\Catalogue;
use ImmoWizards\Settings\Defaults;
use ImmoWizards\Users\Roles;

require_once __DIR__ . '/class-catalogue-test-case.php';

/**
 * The document, its rules and who may use it.
 */
final class Catalogue_Controller_Test extends Catalogue_Test_Case {

	public function test_a_fresh_install_answers_the_defaults(): void {
		$document = $this->document();
		$this->assertSame( Defaults::category_ids(), array_column( $document['categories'], 'id' ) );
		$this->assertSame( range( 0, 7 ), array_column( $document['categories'], 'order' ) );
		$flat = $document['categories'][ $this->index_of( $document['categories'], 36561 ) ];
		$this->assertSame( array( true, false, 'mehrfamilienhaus' ), array( $flat['lead'], $flat['search'], $flat['icon'] ) );
		$this->assertSame( array_keys( Defaults::fields() ), array_column( $document['fields'], 'id' ) );
		$this->assertCount( count( Defaults::fields() ), $flat['fields'], 'every field, enabled or not' );
		$price = $document['fields'][ $this->index_of( $document['fields'], 'price.price' ) ];
		$this->assertSame( array( 'buy' => 'Purchase price', 'rent' => 'Monthly rent' ), $price['marketingTypeLabel'] );
		$this->assertSame( 'minmax', $price['searchRange'] );
		$this->assertArrayNotHasKey( 'values', $price );
		$this->assertCount( 3, $document['fields'][ $this->index_of( $document['fields'], 'property[zustand]' ) ]['values'] );
		$this->assertContains( array( 'value' => 'hallen_lager', 'label' => 'Hall / warehouse' ), $document['icons'] );
	}

	public function test_saving_the_answer_unchanged_stores_no_changes(): void {
		$before = Catalogue::revision();
		$this->assertSame( 200, $this->save( static fn () => null )->get_status() );
		$stored = get_option( Catalogue::OPTION );
		$this->assertSame( array(), $stored['categories'] );
		$this->assertSame( array(), $stored['fields'] );
		$this->assertNotSame( $before, Catalogue::revision() );
	}

	public function test_changes_are_kept_and_reset_brings_the_defaults_back(): void {
		$response = $this->save(
			function ( array &$doc ) {
				$house                            = $this->index_of( $doc['categories'], 22332 );
				$doc['categories'][ $house ]['label'] = ' <script>alert(1)</script><b>Einfamilienhaus</b> ';
				$doc['categories'][ $house ]['icon']  = 'wohnung';
				$doc['categories'][ $house ]['order'] = 0;
				$doc['categories'][0]['order']        = 1;
				$doc['categories'][ $house ]['search'] = false;
				$rooms                                 = $this->index_of( $doc['fields'], 'area.numberRooms' );
				$doc['fields'][ $rooms ]['unit']       = 'Zi.';
				$doc['fields'][ $rooms ]['searchRange'] = 'max';
			}
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$house = Catalogue::categories()[0];
		$this->assertSame( array( 22332, 'Einfamilienhaus', 'wohnung', array( 'lead' ) ), array( $house['id'], $house['label'], $house['icon'], $house['wizards'] ) );
		$this->assertSame( 30225, Catalogue::categories()[1]['id'] );
		$this->assertSame( 'Zi.', Catalogue::fields()['area.numberRooms']['unit'] );
		$this->assertSame( 'max', Catalogue::search_range( 'area.numberRooms' ) );
		$this->assertSame( $this->json( $response ), $this->document() );

		$response = $this->rest( 'POST', '/catalogue/reset' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( Defaults::category_ids(), array_column( Catalogue::categories(), 'id' ) );
		$this->assertSame( Defaults::categories()[1]['label'], Catalogue::category_by_id( 22332 )['label'] );
	}

	public function test_fields_of_a_category_follow_their_order_and_flags(): void {
		$response = $this->save(
			function ( array &$doc ) {
				$fields = &$doc['categories'][ $this->index_of( $doc['categories'], 30225 ) ]['fields'];
				foreach ( $fields as $i => &$field ) {
					$field['order'] = 10 - $i;
				}
				$fields[ $this->index_of( $fields, 'property[balkon]' ) ]['lead'] = false;
				$fields[ $this->index_of( $fields, 'area.plotArea' ) ]['search']  = true;
			}
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $this->json( $response ) ) );
		$flat = Catalogue::category_by_id( 30225 );
		$this->assertSame( array( 'property[zustand]', 'property[baujahr]', 'area.numberRooms', 'area.livingSpace', 'price.price' ), $flat['fields'] );
		$this->assertSame( array( 'area.plotArea', 'property[baujahr]', 'area.numberRooms', 'area.livingSpace', 'price.price' ), $flat['searchFields'] );
	}

	/**
	 * @dataProvider rule_provider
	 *
	 * @param callable $change Breaks the document.
	 * @param string   $path   Path of the item the error names ('' for a schema error).
	 */
	public function test_rules( callable $change, string $path ): void {
		$before   = get_option( Catalogue::OPTION, 'none' );
		$response = $this->save( $change );
		$this->assertSame( 400, $response->get_status() );
		if ( '' === $path ) {
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		} else {
			$this->assertSame( 'immo_wizards_catalogue_invalid', $this->error_code( $response ) );
			$this->assertContains( $path, array_column( $this->json( $response )['data']['errors'], 'path' ) );
		}
		$this->assertSame( $before, get_option( Catalogue::OPTION, 'none' ), 'nothing saved' );
	}

	public function rule_provider(): array {
		$category = static fn ( string $key, $value ) => static function ( array &$doc ) use ( $key, $value ) {
			$doc['categories'][2][ $key ] = $value;
		};
		$field    = static fn ( string $id, string $key, $value ) => static function ( array &$doc ) use ( $id, $key, $value ) {
			$index                          = array_search( $id, array_column( $doc['fields'], 'id' ), true );
			$doc['fields'][ $index ][ $key ] = $value;
		};
		$values   = array_map( static fn ( $i ) => array( 'value' => "v$i", 'label' => "V $i" ), range( 1, 51 ) );
		return array(
			'unknown category'       => array( $category( 'id', 4711 ), '' ),
			'label too long'         => array( $category( 'label', str_repeat( 'x', 101 ) ), '' ),
			'empty label'            => array( $category( 'label', '' ), '' ),
			'blank label'            => array( $category( 'label', ' <b></b> ' ), 'categories[2].label' ),
			'unknown icon'           => array( $category( 'icon', 'castle' ), '' ),
			'order not an integer'   => array( $category( 'order', 1.5 ), '' ),
			'category twice'         => array( $category( 'id', 30225 ), 'categories[2].id' ),
			'category missing'       => array( static function ( array &$doc ) { array_pop( $doc['categories'] ); }, 'categories' ), // phpcs:ignore Generic.Formatting.DisallowMultipleStatements,Squiz.Functions.MultiLineFunctionDeclaration
			'range of a select'      => array( static function ( array &$doc ) { $doc['categories'][0]['fields'][4]['search'] = true; }, 'categories[0].fields[4].search' ), // phpcs:ignore Generic.Formatting.DisallowMultipleStatements,Squiz.Functions.MultiLineFunctionDeclaration
			'unit too long'          => array( $field( 'price.price', 'unit', str_repeat( '€', 21 ) ), '' ),
			'unknown range kind'     => array( $field( 'price.price', 'searchRange', 'between' ), '' ),
			'too many values'        => array( $field( 'property[zustand]', 'values', $values ), '' ),
			'value too long'         => array( $field( 'property[zustand]', 'values', array( array( 'value' => str_repeat( 'x', 101 ), 'label' => 'X' ) ) ), '' ),
			'value twice'            => array( $field( 'property[zustand]', 'values', array( array( 'value' => 'a', 'label' => 'A' ), array( 'value' => 'a', 'label' => 'B' ) ) ), 'fields[5].values[1].value' ),
			'values of a number'     => array( $field( 'price.price', 'values', array( array( 'value' => 'a', 'label' => 'A' ) ) ), 'fields[0].values' ),
			'categories not a list'  => array( static function ( array &$doc ) { $doc['categories'] = 'x'; }, '' ), // phpcs:ignore Generic.Formatting.DisallowMultipleStatements,Squiz.Functions.MultiLineFunctionDeclaration
			'10,000 categories'      => array( static function ( array &$doc ) { $doc['categories'] = array_fill( 0, 10000, $doc['categories'][0] ); }, '' ), // phpcs:ignore Generic.Formatting.DisallowMultipleStatements,Squiz.Functions.MultiLineFunctionDeclaration
			'2 MB label'             => array( $category( 'label', str_repeat( 'x', 2 * 1024 * 1024 ) ), '' ),
			'label as a list'        => array( $category( 'label', array( 'Haus' ) ), '' ),
			'flag as yes'            => array( $category( 'lead', 'yes' ), '' ),
			'unknown property'       => array( $category( 'role', 'administrator' ), '' ),
			'price labels elsewhere' => array( $field( 'area.plotArea', 'marketingTypeLabel', array( 'buy' => 'a', 'rent' => 'b' ) ), 'fields[2].marketingTypeLabel' ),
		);
	}

	public function test_only_administrators_may_use_it(): void {
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->login( $role );
			$this->assertSame( 403, $this->rest( 'GET', '/catalogue' )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'PUT', '/catalogue', array( 'categories' => array(), 'fields' => array() ) )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'POST', '/catalogue/reset' )->get_status(), $role );
		}
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/catalogue' )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/catalogue/reset' )->get_status() );
		$this->assertFalse( get_option( Catalogue::OPTION ) );
	}
}
