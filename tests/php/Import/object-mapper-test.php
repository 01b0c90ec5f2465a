<?php
/**
 * Mapping of one `<immobilie>`: every objektart and vermarktungsart, geo, prices, areas, texts, pictures.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

use ImmoWizards\Import\Import_Error;
use ImmoWizards\Import\Object_Mapper;

require_once __DIR__ . '/class-openimmo.php';

/**
 * Pure mapping, no writes.
 */
final class Object_Mapper_Test extends \PHPUnit\Framework\TestCase {

	/**
	 * Maps an object built by OpenImmo::object() or given as XML.
	 *
	 * @param array<string,mixed>|string $object Options or XML.
	 * @return array<string,mixed>
	 */
	private function map( $object ): array {
		$document = new \DOMDocument();
		$document->loadXML( is_string( $object ) ? $object : OpenImmo::object( $object ) );
		return ( new Object_Mapper() )->map( $document->documentElement );
	}

	/**
	 * Every objektart (with its type attribute) and what it becomes.
	 *
	 * @return array<string, array{0:string,1:array<string,string>,2:array<string,string>,3:int|null,4:string|null}>
	 */
	public function kinds(): array {
		$living     = array(
			'WOHNEN'  => 'true',
			'GEWERBE' => 'false',
		);
		$commercial = array(
			'WOHNEN'  => 'false',
			'GEWERBE' => 'true',
		);
		$neither    = array();
		return array(
			'wohnung'                 => array( 'wohnung', array( 'wohnungtyp' => 'DACHGESCHOSS' ), $living, 30225, 'LIVING' ),
			'haus'                    => array( 'haus', array( 'haustyp' => 'EINFAMILIENHAUS' ), $living, 22332, 'LIVING' ),
			'haus MFH'                => array( 'haus', array( 'haustyp' => 'MEHRFAMILIENHAUS' ), $living, 36561, 'LIVING' ),
			'zinshaus MFH'            => array( 'zinshaus_renditeobjekt', array( 'zins_typ' => 'MEHRFAMILIENHAUS' ), $neither, 36561, 'LIVING' ),
			'zinshaus office'         => array( 'zinshaus_renditeobjekt', array( 'zins_typ' => 'BUEROGEBAEUDE' ), $neither, null, 'COMMERCIAL' ),
			'grundstueck living'      => array( 'grundstueck', array( 'grundst_typ' => 'WOHNEN' ), $neither, 19795, 'LIVING' ),
			'grundstueck commercial'  => array( 'grundstueck', array( 'grundst_typ' => 'GEWERBE' ), $neither, 19795, 'COMMERCIAL' ),
			'buero_praxen'            => array( 'buero_praxen', array( 'buero_typ' => 'PRAXIS' ), $commercial, 42723, 'COMMERCIAL' ),
			'einzelhandel'            => array( 'einzelhandel', array( 'handel_typ' => 'LADENLOKAL' ), $commercial, 82397, 'COMMERCIAL' ),
			'hallen_lager_prod'       => array( 'hallen_lager_prod', array( 'hallen_typ' => 'LAGER' ), $commercial, 11080, 'COMMERCIAL' ),
			'gastgewerbe'             => array( 'gastgewerbe', array( 'gastgew_typ' => 'RESTAURANT' ), $commercial, 30911, 'COMMERCIAL' ),
			'gastgewerbe, both flags' => array( 'gastgewerbe', array(), array( 'WOHNEN' => '1', 'GEWERBE' => '1' ), 30911, 'COMMERCIAL' ),
			'wohnung, no flags'       => array( 'wohnung', array(), $neither, 30225, 'LIVING' ),
			'zimmer'                  => array( 'zimmer', array( 'zimmertyp' => 'ZIMMER' ), $living, null, 'LIVING' ),
			'parken'                  => array( 'parken', array( 'parken_typ' => 'TIEFGARAGE' ), $neither, null, null ),
			'land_und_forst'          => array( 'land_und_forstwirtschaft', array(), $neither, null, 'COMMERCIAL' ),
			'sonstige'                => array( 'sonstige', array(), $neither, null, null ),
			'nutzungsart wins'        => array( 'wohnung', array(), $commercial, 30225, 'COMMERCIAL' ),
		);
	}

	/**
	 * Kinds map to the spec's categories; kinds without one are imported without and reported.
	 *
	 * @dataProvider kinds
	 * @param string               $kind     objektart child.
	 * @param array<string,string> $attr     Its attributes.
	 * @param array<string,string> $usage    nutzungsart flags.
	 * @param int|null             $category Expected category.
	 * @param string|null          $type     Expected object type.
	 */
	public function test_objektart( string $kind, array $attr, array $usage, ?int $category, ?string $type ): void {
		$mapped = $this->map(
			array(
				'kind'      => $kind,
				'kind_attr' => $attr,
				'usage'     => $usage,
			)
		);
		$this->assertSame( $category, $mapped['values']['categoryId'] );
		$this->assertSame( $type, $mapped['values']['objectType'] );
		if ( null === $category ) {
			$this->assertStringContainsString( '"' . $kind . '" has no category', implode( ' ', $mapped['warnings'] ) );
		} else {
			$this->assertSame( array(), $mapped['warnings'] );
		}
	}

	public function test_vermarktungsart_and_price(): void {
		$buy = $this->map( array( 'prices' => array( 'kaufpreis' => '277000.00', 'kaltmiete' => '900' ) ) );
		$this->assertSame( 'buy', $buy['values']['marketingType'] );
		$this->assertSame( 277000.0, $buy['values']['price'] );

		$rent = array(
			'KAUF'        => 'false',
			'MIETE_PACHT' => 'true',
		);
		$this->assertSame( 940.0, $this->map( array( 'marketing' => $rent, 'prices' => array( 'kaltmiete' => '940.0', 'warmmiete' => '1200' ) ) )['values']['price'] );
		$this->assertSame( 850.5, $this->map( array( 'marketing' => $rent, 'prices' => array( 'nettokaltmiete' => '850.50', 'warmmiete' => '1200' ) ) )['values']['price'] );
		$this->assertSame( 1200.0, $this->map( array( 'marketing' => $rent, 'prices' => array( 'warmmiete' => '1200' ) ) )['values']['price'] );
		$this->assertSame( 700.0, $this->map( array( 'marketing' => $rent, 'prices' => array( 'pauschalmiete' => '700' ) ) )['values']['price'] );
		$this->assertSame( 'rent', $this->map( array( 'marketing' => $rent ) )['values']['marketingType'] );
		$this->assertNull( $this->map( array( 'marketing' => $rent, 'prices' => array( 'kaufpreis' => '1' ) ) )['values']['price'], 'no rent price' );

		$both = $this->map( array( 'marketing' => array( 'KAUF' => 'true', 'MIETE_PACHT' => 'true' ), 'prices' => array( 'kaltmiete' => '500' ) ) );
		$this->assertSame( 'rent', $both['values']['marketingType'], 'both flags: the price decides' );
		$this->assertSame( 500.0, $both['values']['price'] );

		$uncategorised = $this->map( array( 'no_category' => true, 'prices' => array( 'kaltmiete' => '940.0' ) ) );
		$this->assertSame( 'rent', $uncategorised['values']['marketingType'] );
		$this->assertNull( $uncategorised['values']['categoryId'] );
		$this->assertNull( $uncategorised['values']['objectType'] );
		$this->assertStringContainsString( 'No objektkategorie', implode( ' ', $uncategorised['warnings'] ) );
		$this->assertStringContainsString( 'taken from the price', implode( ' ', $uncategorised['warnings'] ) );
	}

	public function test_prices_that_are_no_plain_numbers_are_not_guessed(): void {
		$on_request = $this->map( array( 'raw' => '' ) + array( 'prices' => array() ) );
		$this->assertNull( $on_request['values']['price'] );
		$xml = str_replace( '<kaufpreis>1</kaufpreis>', '<kaufpreis auf_anfrage="true">1</kaufpreis>', OpenImmo::object( array( 'prices' => array( 'kaufpreis' => '1' ) ) ) );
		$this->assertNull( $this->map( $xml )['values']['price'], 'auf_anfrage' );
		$this->assertTrue( $this->map( $xml )['extras']['price_on_request'] );
		foreach ( array( '1.000,50', '5,95 % inkl. MwSt.', '-100', '0', 'abc' ) as $text ) {
			$this->assertNull( $this->map( array( 'prices' => array( 'kaufpreis' => $text ) ) )['values']['price'], $text );
		}
	}

	public function test_geo_areas_and_build_year(): void {
		$mapped = $this->map(
			array(
				'geo'     => array(
					'plz'        => '01809',
					'ort'        => 'Mainz / Lerchenberg',
					'strasse'    => 'Hauptstraße',
					'hausnummer' => '12b',
				),
				'lat'     => '49.9612',
				'lng'     => '8.1943',
				'areas'   => array(
					'wohnflaeche'         => '120.75',
					'grundstuecksflaeche' => '540',
					'anzahl_zimmer'       => '1.25',
				),
				'baujahr' => 'ca. 1900',
			)
		);
		$values = $mapped['values'];
		$this->assertSame( '01809', $values['zip'] );
		$this->assertSame( 'Mainz', $values['city'] );
		$this->assertSame( 'Lerchenberg', $values['district'] );
		$this->assertSame( 'Hauptstraße', $values['street'] );
		$this->assertSame( '12b', $values['number'] );
		$this->assertSame( 49.9612, $values['lat'] );
		$this->assertSame( 8.1943, $values['lng'] );
		$this->assertSame( 120.75, $values['livingSpace'] );
		$this->assertSame( 540.0, $values['plotArea'] );
		$this->assertSame( 1.25, $values['rooms'] );
		$this->assertSame( 1900, $values['buildYear'] );
		$this->assertNull( $this->map( array( 'baujahr' => 'unbekannt' ) )['values']['buildYear'] );

		$nowhere = $this->map( array( 'lat' => '0', 'lng' => '0' ) )['values'];
		$this->assertNull( $nowhere['lat'], '0,0 is no position' );
		$this->assertNull( $this->map( array( 'lat' => '95', 'lng' => '13' ) )['values']['lat'], 'out of range' );

		$justimmo = $this->map( array( 'lat' => '', 'raw' => '' ) + array( 'geo' => array( 'plz' => '1030' ) ) );
		$this->assertNull( $justimmo['values']['lat'] );
		$xml = str_replace( '<plz>1030</plz>', '<plz>1030</plz><user_defined_simplefield feldname="geokoordinaten_breitengrad_exakt">48.2545373</user_defined_simplefield><user_defined_simplefield feldname="geokoordinaten_laengengrad_exakt">16.4100297</user_defined_simplefield>', OpenImmo::object( array( 'lat' => '', 'geo' => array( 'plz' => '1030' ) ) ) );
		$this->assertSame( 48.2545373, $this->map( $xml )['values']['lat'] );

		$office = $this->map(
			array(
				'kind'  => 'buero_praxen',
				'usage' => array( 'GEWERBE' => '1' ),
				'areas' => array( 'nutzflaeche' => '150' ),
			)
		);
		$this->assertSame( 150.0, $office['values']['livingSpace'], 'commercial space stands in for living space' );
	}

	public function test_address_release_status_and_actions(): void {
		$this->assertTrue( $this->map( array() )['address_public'] );
		$this->assertFalse( $this->map( array( 'address_public' => false ) )['address_public'] );
		$this->assertSame( 'delete', $this->map( array( 'action' => 'delete' ) )['action'] );
		$this->assertSame( 'upsert', $this->map( array( 'action' => 'CHANGE' ) )['action'] );
		$this->assertSame( 'upsert', $this->map( array( 'action' => 'NEW' ) )['action'], 'unknown actions upsert' );
		$this->assertSame( 'sold', $this->map( array( 'action' => 'REFERENZ' ) )['values']['status'] );
		$this->assertSame( 'active', $this->map( array() )['values']['status'] );
		$reserved = OpenImmo::object( array( 'raw' => '' ) );
		$reserved = str_replace( '<baujahr>', '<verkaufstatus stand="RESERVIERT"/><baujahr>', $reserved );
		$this->assertSame( 'reserved', $this->map( $reserved )['values']['status'] );
	}

	public function test_ids(): void {
		$mapped = $this->map( array( 'extern' => 'IC1955', 'obid' => 'XXXX' ) );
		$this->assertSame( 'IC1955', $mapped['key'] );
		$this->assertSame( 'IC1955', $mapped['values']['customObjectId'] );
		$this->assertSame( 'XXXX', $mapped['obid'] );
		$this->assertSame( 'only', $this->map( array( 'extern' => '', 'obid' => 'only' ) )['key'] );
		$this->expectException( Import_Error::class );
		$this->map( array( 'extern' => ' ', 'obid' => '' ) );
	}

	public function test_texts_are_decoded_and_made_safe(): void {
		$mapped = $this->map(
			array(
				'title'       => '<b>Altbau</b> &amp; Balkon',
				'description' => "Zeile 1<br>Zeile 2<script>alert(1)</script><img src=x onerror=alert(2)>\r\n\r\nAbsatz",
			)
		);
		$this->assertSame( 'Altbau & Balkon', $mapped['title'] );
		$this->assertStringContainsString( 'Zeile 1<br', $mapped['content'] );
		$this->assertStringNotContainsString( '<script', $mapped['content'] );
		$this->assertStringNotContainsString( 'onerror', $mapped['content'] );
		$this->assertStringContainsString( '<p>Absatz</p>', $mapped['content'] );

		$escaped = str_replace( '<objektbeschreibung>', '<objektbeschreibung>&amp;lt;p&amp;gt;Doppelt&amp;lt;/p&amp;gt;', OpenImmo::object( array( 'description' => '' ) ) );
		$this->assertStringContainsString( '<p>Doppelt</p>', $this->map( $escaped )['content'] );

		$plain = $this->map( array( 'description' => "a < b & c\nneue Zeile" ) );
		$this->assertStringContainsString( 'a &lt; b &amp; c<br />', $plain['content'] );

		$sections = str_replace( '</freitexte>', '<lage><![CDATA[Zentral<br>ruhig]]></lage><dreizeiler>Kurz.</dreizeiler></freitexte>', OpenImmo::object() );
		$mapped   = $this->map( $sections );
		$this->assertStringContainsString( "<h2>Location</h2>\n<p>Zentral<br />ruhig</p>", $mapped['content'] );
		$this->assertSame( 'Kurz.', $mapped['excerpt'] );
		$this->assertSame( 'Property OBJ-1', $this->map( array( 'title' => '' ) )['title'] );
	}

	public function test_pictures_title_first_documents_and_links_left_out(): void {
		$xml    = OpenImmo::object(
			array(
				'images' => array(
					array( 'inside.png', 'INNENANSICHTEN', 'Küche' ),
					array( 'plan.pdf', 'DOKUMENTE', 'Plan', 'pdf' ),
					array( 'https://example.org/tour', 'LINKS', 'Tour', '' ),
					array( 'title.JPG', 'TITELBILD', 'Außen', '' ),
					array( 'https://cdn.example.org/p/1.jpg?seal=1', '', '', '' ),
					array( 'grundriss.png', 'GRUNDRISS', 'Grundriss', 'image/png' ),
					array( 'logo.png', 'ANBIETERLOGO', 'Logo' ),
				),
			)
		);
		$xml    = str_replace( '</immobilie>', '<anhang><anhangtitel/><daten><pfad>direct.jpg</pfad></daten></anhang><anhang gruppe="BILD"><format>png</format><daten><anhanginhalt>' . base64_encode( OpenImmo::image( 3 ) ) . '</anhanginhalt></daten></anhang></immobilie>', $xml ); // phpcs:ignore
		$images = $this->map( $xml )['images'];
		$this->assertSame( array( 'title.JPG', 'inside.png', 'https://cdn.example.org/p/1.jpg?seal=1', 'grundriss.png', 'direct.jpg' ), array_slice( array_column( $images, 'path' ), 0, 5 ) );
		$this->assertSame( array( 'zip', 'zip', 'remote', 'zip', 'zip', 'inline' ), array_column( $images, 'source' ) );
		$this->assertSame( 'Außen', $images[0]['title'] );
	}
}
