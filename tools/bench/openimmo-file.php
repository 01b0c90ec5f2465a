<?php
/**
 * A generated OpenImmo file for the benches (tools/bench/import-bench.php, tools/bench/cluster.sh).
 *
 * @package ImmoWizards
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a CLI bench.

/**
 * An OpenImmo file with $count flats and houses for sale or rent in Dresden.
 *
 * @param int $count Objects.
 */
function immo_bench_openimmo( int $count ): string {
	$base = tempnam( sys_get_temp_dir(), 'immo-bench' );
	unlink( $base );
	$path = $base . '.xml';
	$out  = fopen( $path, 'wb' );
	fwrite( $out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<openimmo>\n<uebertragung art=\"OFFLINE\" umfang=\"VOLL\" modus=\"NEW\" version=\"1.2.7\" sendersoftware=\"bench\"/>\n<anbieter><openimmo_anid>BENCH</openimmo_anid><firma>Bench-Makler</firma>\n" );
	for ( $i = 1; $i <= $count; $i++ ) {
		$house = 0 === $i % 3;
		$rent  = 0 === $i % 4;
		$kind  = $house ? '<haus haustyp="EINFAMILIENHAUS"/>' : '<wohnung wohnungtyp="ETAGE"/>';
		$price = $rent ? '<kaltmiete>' . ( 500 + $i % 900 ) . '.00</kaltmiete>' : '<kaufpreis>' . ( 150000 + 97 * $i ) . '.00</kaufpreis>';
		fwrite(
			$out,
			'<immobilie><objektkategorie><nutzungsart WOHNEN="true" GEWERBE="false"/><vermarktungsart KAUF="' . ( $rent ? 'false' : 'true' ) . '" MIETE_PACHT="' . ( $rent ? 'true' : 'false' ) . '"/><objektart>' . $kind . '</objektart></objektkategorie>'
			. '<geo><plz>01' . sprintf( '%03d', 67 + $i % 300 ) . '</plz><ort>Dresden</ort><strasse>Benchstraße</strasse><hausnummer>' . $i . '</hausnummer><geokoordinaten breitengrad="' . ( 51.0 + ( $i % 100 ) / 1000 ) . '" laengengrad="' . ( 13.7 + ( $i % 97 ) / 1000 ) . '"/></geo>'
			. '<preise>' . $price . '</preise><flaechen><wohnflaeche>' . ( 40 + $i % 160 ) . '.5</wohnflaeche><anzahl_zimmer>' . ( 1 + $i % 6 ) . '</anzahl_zimmer></flaechen>'
			. '<zustand_angaben><baujahr>' . ( 1900 + $i % 124 ) . '</baujahr></zustand_angaben>'
			. '<freitexte><objekttitel>Bench-Objekt ' . $i . '</objekttitel><objektbeschreibung>Hell, ruhig und gut angebunden. Objekt ' . $i . '.</objektbeschreibung></freitexte>'
			. '<verwaltung_techn><objektnr_extern>BENCH-' . $i . '</objektnr_extern><aktion/><openimmo_obid>OBID' . $i . '</openimmo_obid><stand_vom>2026-11-01</stand_vom></verwaltung_techn></immobilie>' . "\n"
		);
	}
	fwrite( $out, "</anbieter>\n</openimmo>\n" );
	fclose( $out );
	return $path;
}
