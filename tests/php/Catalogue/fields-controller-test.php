<?php
/**
 * POST /wizard/fields and the shipped defaults.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Catalogue;

use ImmoWizards\Mail\Mailer;
use ImmoWizards\Settings\Defaults;
use ImmoWizards\Tests\Test_Case;

/**
 * Field configs by id.
 */
final class Fields_Controller_Test extends Test_Case {

	public function test_known_ids_are_answered(): void {
		$response = $this->rest( 'POST', '/wizard/fields', array( 'price.price' => new \stdClass(), 'property[balkon]' => array(), 'nope' => 1 ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->json( $response );
		$this->assertSame( array( 'price.price', 'property[balkon]' ), array_keys( $data ) );
		$this->assertSame( 'currency', $data['price.price']['type'] );
		$this->assertSame( '€', $data['price.price']['unit'] );
		$this->assertFalse( $data['price.price']['range'] );
		$this->assertSame( 'Price', $data['price.price']['label'] );
		$this->assertSame( array( 'buy' => 'Purchase price', 'rent' => 'Monthly rent' ), $data['price.price']['marketingTypeLabel'] );
		$this->assertSame( array( array( 'value' => '1', 'label' => 'Yes' ), array( 'value' => '0', 'label' => 'No' ) ), $data['property[balkon]']['values'] );
	}

	public function test_number_fields_name_their_largest_value(): void {
		$ids  = array( 'price.price', 'area.livingSpace', 'area.numberRooms', 'property[baujahr]', 'property[balkon]' );
		$data = $this->json( $this->rest( 'POST', '/wizard/fields', array_fill_keys( $ids, array() ) ) );
		$this->assertSame( 1000000000, $data['price.price']['max'] );
		$this->assertSame( 10000000, $data['area.livingSpace']['max'] );
		$this->assertSame( 1000, $data['area.numberRooms']['max'] );
		$this->assertSame( 9999, $data['property[baujahr]']['max'] );
		$this->assertArrayNotHasKey( 'max', $data['property[balkon]'] );
	}

	public function test_empty_object_answers_empty_object(): void {
		$response = $this->rest( 'POST', '/wizard/fields', '{}' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '{}', wp_json_encode( rest_get_server()->response_to_data( $response, false ) ) );
	}

	public function test_every_category_field_has_a_config(): void {
		$configs = Defaults::fields();
		foreach ( Defaults::categories() as $category ) {
			foreach ( $category['fields'] as $id ) {
				$this->assertArrayHasKey( $id, $configs );
			}
		}
	}

	/**
	 * @dataProvider bad_body_provider
	 *
	 * @param string $body Raw body.
	 */
	public function test_bad_body_is_rejected( string $body ): void {
		$response = $this->rest( 'POST', '/wizard/fields', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_invalid_json' ) );
	}

	public function bad_body_provider(): array {
		$many = array();
		for ( $i = 0; $i < 51; $i++ ) {
			$many[ 'f' . $i ] = new \stdClass();
		}
		return array(
			'list'         => array( '["price.price"]' ),
			'string'       => array( '"price.price"' ),
			'number'       => array( '42' ),
			'invalid json' => array( '{"a":' ),
			'51 keys'      => array( wp_json_encode( $many ) ),
			'long key'     => array( wp_json_encode( array( str_repeat( 'k', 101 ) => new \stdClass() ) ) ),
			'empty key'    => array( '{"":{}}' ),
		);
	}

	public function test_categories_match_the_contract(): void {
		$categories = Defaults::categories();
		$this->assertSame( array( 30225, 22332, 36561, 19795, 42723, 82397, 11080, 30911 ), array_column( $categories, 'id' ) );
		$this->assertSame( array( 'wohnung', 'haus', 'mehrfamilienhaus', 'grundstueck', 'buero_praxis', 'einzelhandel', 'hallen_lager', 'gastgewerbe' ), array_column( $categories, 'text' ) );
		$this->assertSame( array( 'eg', 'efh', 'mfh', 'grund', 'buero', 'einzelhandel', 'lager', 'gastgewerbe' ), array_column( $categories, 'name' ) );
		$this->assertSame( array( 'lead' ), $categories[2]['wizards'] );
		$this->assertSame( 'buy', $categories[3]['marketingType'] );
		$this->assertArrayNotHasKey( 'objectType', $categories[3] );
		$this->assertSame( array( 'price.price', 'area.plotArea' ), $categories[3]['fields'] );
		$this->assertSame( array( 'price.price', 'area.plotArea', 'property[baujahr]' ), $categories[7]['fields'] );
		$this->assertSame( 'of your apartment', $categories[0]['phrase'] );
	}

	public function test_german_labels(): void {
		if ( ! defined( 'IMMO_TESTS_MOFILE' ) ) {
			$this->markTestIncomplete( 'languages/po/php.po missing' );
		}
		[ $categories, $fields ] = Mailer::in_locale( 'de_DE', static fn () => array( Defaults::categories(), Defaults::fields() ) );
		$this->assertSame( array( 'Wohnung', 'Haus', 'Mehrfamilienhaus', 'Grundstück', 'Büro/Praxis', 'Einzelhandel', 'Hallen/Lager', 'Gastgewerbe' ), array_column( $categories, 'label' ) );
		$this->assertSame( array( 'Ihrer Wohnung', 'Ihres Hauses', 'Ihres Mehrfamilienhauses', 'Ihres Grundstücks', 'Ihrer Büro- oder Praxisfläche', 'Ihrer Einzelhandelsfläche', 'Ihrer Halle oder Lagerfläche', 'Ihres Gastgewerbeobjekts' ), array_column( $categories, 'phrase' ) );
		$this->assertSame( 'Preisvorstellung', $fields['price.price']['label'] );
		$this->assertSame( array( 'buy' => 'Kaufpreis', 'rent' => 'Kaltmiete' ), $fields['price.price']['marketingTypeLabel'] );
		$this->assertSame( 'Wohnfläche', $fields['area.livingSpace']['label'] );
		$this->assertSame( 'Grundstücksfläche', $fields['area.plotArea']['label'] );
		$this->assertSame( 'Zimmer', $fields['area.numberRooms']['label'] );
		$this->assertSame( 'Baujahr', $fields['property[baujahr]']['label'] );
		$this->assertSame( array( 'Ja', 'Nein' ), array_column( $fields['property[balkon]']['values'], 'label' ) );
		$this->assertSame( array( 'Neuwertig', 'Gepflegt', 'Renovierungsbedürftig' ), array_column( $fields['property[zustand]']['values'], 'label' ) );
	}

	public function test_every_php_string_has_a_german_translation(): void {
		if ( ! defined( 'IMMO_TESTS_MOFILE' ) ) {
			$this->markTestIncomplete( 'languages/po/php.po missing' );
		}
		$po = new \PO();
		$po->import_from_file( dirname( __DIR__, 3 ) . '/languages/po/php.po' );
		$missing = array();
		$files   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( dirname( __DIR__, 3 ) . '/includes' ) );
		foreach ( $files as $file ) {
			$path = $file->getPathname();
			if ( ! str_ends_with( $path, '.php' ) || preg_match( '#/includes/(Blocks|I18n)/#', $path ) ) {
				continue;
			}
			preg_match_all( "/\b(?:__|esc_html__|esc_attr__)\(\s*'((?:[^'\\\\]|\\\\.)*)'\s*,\s*'immo-wizards'/", (string) file_get_contents( $path ), $m );
			foreach ( $m[1] as $msgid ) {
				$msgid = stripslashes( $msgid );
				if ( ! isset( $po->entries[ $msgid ] ) || '' === $po->entries[ $msgid ]->translations[0] ) {
					$missing[] = $msgid;
				}
			}
		}
		$this->assertSame( array(), $missing );
	}
}
