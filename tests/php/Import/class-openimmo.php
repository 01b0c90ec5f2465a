<?php
/**
 * Writes the OpenImmo files the import tests feed in (the project's own fixtures).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Import;

/**
 * `object()` builds one `<immobilie>` from a few options, `document()` the envelope around objects,
 * `zip()` a delivery with pictures, `image()` a small real PNG whose bytes depend on a seed.
 */
final class OpenImmo {

	/**
	 * One `<immobilie>`.
	 *
	 * @param array<string,mixed> $o Options: extern, obid, action, kind, kind_attr (array), usage (array),
	 *                               marketing (array), prices (array name => value), areas (array),
	 *                               baujahr, geo (array), lat, lng, title, description, images (list of
	 *                               [path, gruppe, title]), address_public, no_category, raw (extra XML).
	 */
	public static function object( array $o = array() ): string {
		$o += array(
			'extern'         => 'OBJ-1',
			'obid'           => '',
			'action'         => '',
			'kind'           => 'wohnung',
			'kind_attr'      => array( 'wohnungtyp' => 'ETAGE' ),
			'usage'          => array(
				'WOHNEN'  => 'true',
				'GEWERBE' => 'false',
			),
			'marketing'      => array(
				'KAUF'        => 'true',
				'MIETE_PACHT' => 'false',
			),
			'prices'         => array( 'kaufpreis' => '250000.00' ),
			'areas'          => array(
				'wohnflaeche'   => '72.5',
				'anzahl_zimmer' => '2.5',
			),
			'baujahr'        => '1910',
			'geo'            => array(
				'plz'               => '01067',
				'ort'               => 'Dresden',
				'strasse'           => 'Wilsdruffer Straße',
				'hausnummer'        => '3',
				'regionaler_zusatz' => 'Innere Altstadt',
			),
			'lat'            => '51.05',
			'lng'            => '13.738',
			'title'          => 'Schöne Wohnung',
			'description'    => 'Hell und ruhig.',
			'images'         => array(),
			'address_public' => null,
			'no_category'    => false,
			'raw'            => '',
		);
		$xml = "<immobilie>\n";
		if ( ! $o['no_category'] ) {
			$xml .= '<objektkategorie><nutzungsart' . self::attrs( $o['usage'] ) . '/><vermarktungsart' . self::attrs( $o['marketing'] ) . '/>'
				. '<objektart><' . $o['kind'] . self::attrs( $o['kind_attr'] ) . '/></objektart></objektkategorie>' . "\n";
		}
		$xml .= '<geo>' . self::elements( $o['geo'] );
		if ( '' !== $o['lat'] ) {
			$xml .= '<geokoordinaten breitengrad="' . $o['lat'] . '" laengengrad="' . $o['lng'] . '"/>';
		}
		$xml .= "</geo>\n<preise>" . self::elements( $o['prices'] ) . "</preise>\n<flaechen>" . self::elements( $o['areas'] ) . "</flaechen>\n";
		$xml .= '<zustand_angaben><baujahr>' . self::esc( $o['baujahr'] ) . "</baujahr></zustand_angaben>\n";
		$xml .= '<freitexte><objekttitel>' . self::esc( $o['title'] ) . '</objekttitel><objektbeschreibung>' . self::esc( $o['description'] ) . "</objektbeschreibung></freitexte>\n";
		if ( $o['images'] ) {
			$xml .= '<anhaenge>';
			foreach ( $o['images'] as $image ) {
				$xml .= '<anhang location="EXTERN" gruppe="' . self::esc( $image[1] ?? 'BILD' ) . '"><anhangtitel>' . self::esc( $image[2] ?? '' ) . '</anhangtitel><format>' . self::esc( $image[3] ?? 'png' ) . '</format><daten><pfad>' . self::esc( $image[0] ) . '</pfad></daten></anhang>';
			}
			$xml .= "</anhaenge>\n";
		}
		if ( null !== $o['address_public'] ) {
			$xml .= '<verwaltung_objekt><objektadresse_freigeben>' . ( $o['address_public'] ? 'true' : 'false' ) . "</objektadresse_freigeben></verwaltung_objekt>\n";
		}
		$xml .= $o['raw'];
		$xml .= '<verwaltung_techn><objektnr_extern>' . self::esc( $o['extern'] ) . '</objektnr_extern>'
			. ( '' === $o['action'] ? '<aktion/>' : '<aktion aktionart="' . self::esc( $o['action'] ) . '"/>' )
			. '<openimmo_obid>' . self::esc( $o['obid'] ) . '</openimmo_obid><stand_vom>2024-05-01</stand_vom></verwaltung_techn>' . "\n";
		return $xml . "</immobilie>\n";
	}

	/**
	 * A document around objects.
	 *
	 * @param string[] $objects  `<immobilie>` elements.
	 * @param string   $scope    VOLL, TEIL or '' (no `uebertragung`).
	 * @param string   $anid     Provider id.
	 * @param string   $encoding Declared encoding ('' for no XML declaration).
	 */
	public static function document( array $objects, string $scope = 'TEIL', string $anid = 'ANID-1', string $encoding = 'UTF-8' ): string {
		$xml = '' === $encoding ? '' : '<?xml version="1.0" encoding="' . $encoding . '"?>' . "\n";
		$xml .= "<openimmo>\n";
		if ( '' !== $scope ) {
			$xml .= '<uebertragung art="ONLINE" umfang="' . $scope . '" modus="CHANGE" version="1.2.7" sendersoftware="tests"/>' . "\n";
		}
		return $xml . "<anbieter><openimmo_anid>$anid</openimmo_anid><firma>Test-Makler</firma>\n" . implode( '', $objects ) . "</anbieter>\n</openimmo>\n";
	}

	/**
	 * A ZIP file with entries.
	 *
	 * @param array<string,string> $entries Name => bytes.
	 * @return string Path.
	 */
	public static function zip( array $entries ): string {
		$path = wp_tempnam( 'openimmo-zip' );
		$zip  = new \ZipArchive();
		$zip->open( $path, \ZipArchive::OVERWRITE );
		foreach ( $entries as $name => $bytes ) {
			$zip->addFromString( $name, $bytes );
		}
		$zip->close();
		return $path;
	}

	/**
	 * A small PNG; another seed gives other bytes.
	 *
	 * @param int $seed Seed.
	 */
	public static function image( int $seed ): string {
		$image = imagecreatetruecolor( 24, 16 );
		imagefill( $image, 0, 0, imagecolorallocate( $image, $seed % 256, ( $seed * 7 ) % 256, ( $seed * 13 ) % 256 ) );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * Attributes.
	 *
	 * @param array<string,string> $attrs Name => value.
	 */
	private static function attrs( array $attrs ): string {
		$out = '';
		foreach ( $attrs as $name => $value ) {
			$out .= ' ' . $name . '="' . self::esc( (string) $value ) . '"';
		}
		return $out;
	}

	/**
	 * Child elements.
	 *
	 * @param array<string,string> $elements Name => text.
	 */
	private static function elements( array $elements ): string {
		$out = '';
		foreach ( $elements as $name => $value ) {
			$out .= "<$name>" . self::esc( (string) $value ) . "</$name>";
		}
		return $out;
	}

	/**
	 * Escapes text for XML.
	 *
	 * @param string $text Text.
	 */
	private static function esc( string $text ): string {
		return htmlspecialchars( $text, ENT_XML1 | ENT_QUOTES, 'UTF-8' );
	}
}
