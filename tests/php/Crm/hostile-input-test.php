<?php
/**
 * The OpenImmo-Feedback file with hostile values.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Tests\Crm;

use ImmoWizards\Crm\Feedback_Document;
use ImmoWizards\Plugin;
use ImmoWizards\Storage\Request_Repository;

require_once __DIR__ . '/class-crm-test-case.php';

/**
 * Whatever a visitor types, the file stays well-formed XML and the value reads back as typed (only
 * control and format characters go, and a line break in a single-line value becomes a space).
 */
final class Hostile_Input_Test extends Crm_Test_Case {

	/** Closing tags, entities, CDATA ends, quotes, markup. */
	private const MARKUP = '</anfrage></interessent><x a="1">&amp; & ]]> \'quoted\' "double" <![CDATA[ <!-- --> <?php ?>';

	public function test_values_are_escaped_and_read_back_intact(): void {
		$long  = str_repeat( 'Ä&<]]>', 1666 ) . 'Ende'; // 10,000 characters.
		$xpath = $this->parse(
			Feedback_Document::xml(
				array(
					'name'      => self::MARKUP,
					'datum'     => '01.02.2026',
					'makler_id' => '"M&1"',
				),
				array(
					'bezeichnung'     => self::MARKUP,
					'vermarktungsart' => array( 'KAUF', '<MIETE_PACHT>' ),
				),
				array(
					'vorname'  => "Max\nMuster\r\nMann",
					'nachname' => "O'Brien & \"Sons\"",
					'firma'    => ']]>',
					'wunsch'   => array( 'BESICHTIGUNG', 'DETAIL' ),
					'anfrage'  => $long,
				)
			)
		);
		$this->assertSame( self::MARKUP, self::text( $xpath, 'sender/name' ) );
		$this->assertSame( '"M&1"', self::text( $xpath, 'sender/makler_id' ) );
		$this->assertSame( self::MARKUP, self::text( $xpath, 'objekt/bezeichnung' ) );
		$this->assertSame( array( 'KAUF', '<MIETE_PACHT>' ), array_map( static fn ( $n ) => $n->textContent, iterator_to_array( $xpath->query( '//vermarktungsart' ) ) ) );
		$this->assertSame( 'Max Muster Mann', self::text( $xpath, 'objekt/interessent/vorname' ), 'a single-line value stays on one line' );
		$this->assertSame( "O'Brien & \"Sons\"", self::text( $xpath, 'objekt/interessent/nachname' ) );
		$this->assertSame( ']]>', self::text( $xpath, 'objekt/interessent/firma' ) );
		$this->assertSame( 10000, mb_strlen( self::text( $xpath, 'objekt/interessent/anfrage' ) ) );
		$this->assertSame( $long, self::text( $xpath, 'objekt/interessent/anfrage' ) );
		$this->assertSame( 1, $xpath->query( '//interessent' )->length, 'no element injected' );
		$this->assertSame( 0, $xpath->query( '//x' )->length );
	}

	public function test_control_format_and_broken_characters_are_removed(): void {
		$bidi  = "Anna\u{202E}tfiws\u{202C}\u{200B}\u{FEFF}";
		$xpath = $this->parse(
			Feedback_Document::xml(
				array( 'name' => "Büro\x00\x07\x1B" ),
				array( 'ort' => "Dres\u{0085}den\u{2028}" ),
				array(
					'vorname' => $bidi,
					'email'   => "a@b.de\x7F\u{009F}",
					// Invalid UTF-8 (a Latin-1 ü) is replaced, not passed on.
					'ort'     => "M\xFCnchen",
					'anfrage' => "Zeile 1\r\nZeile 2\rZeile 3\tTab\x0B\x0C",
				)
			)
		);
		$this->assertSame( 'Büro', self::text( $xpath, 'sender/name' ) );
		$this->assertSame( 'Dres den', self::text( $xpath, 'objekt/ort' ) );
		$this->assertSame( 'Annatfiws', self::text( $xpath, 'objekt/interessent/vorname' ) );
		$this->assertSame( 'a@b.de', self::text( $xpath, 'objekt/interessent/email' ) );
		$this->assertSame( 'M?nchen', self::text( $xpath, 'objekt/interessent/ort' ) );
		$this->assertSame( "Zeile 1\nZeile 2\nZeile 3\tTab", self::text( $xpath, 'objekt/interessent/anfrage' ) );
		$this->assertSame( array( 'name', 'datum', 'makler_id' ), self::children( $xpath, 'sender' ) );
	}

	public function test_an_element_the_schema_does_not_have_is_a_programming_error(): void {
		$this->expectException( \LogicException::class );
		Feedback_Document::xml( array(), array( 'script' => 'x' ), array() );
	}

	public function test_a_hostile_request_makes_a_readable_file(): void {
		$this->enable();
		$listing = $this->listing( 'A&B "1"' );
		$message = self::MARKUP . "\n\u{202E}zweite Zeile";
		$id      = $this->confirmed(
			'/wizard/expose-inquiry',
			$this->inquiry_body(
				array(
					'contact'       => array(
						'firstname' => 'Ann"a <b>',
						'lastname'  => "]]>&'",
					),
					'exposeInquiry' => array(
						'objectId' => $listing,
						'company'  => '</firma><firma>',
						'message'  => $message,
					),
				)
			)
		);
		$xml     = Plugin::instance()->crm()->feedback()->xml( ( new Request_Repository() )->find( $id ) );
		$xpath   = $this->parse( (string) $xml );
		$this->assertSame( 'A&B "1"', self::text( $xpath, 'objekt/oobj_id' ) );
		$this->assertSame( 'Ann"a <b>', self::text( $xpath, 'objekt/interessent/vorname' ) );
		$this->assertSame( "]]>&'", self::text( $xpath, 'objekt/interessent/nachname' ) );
		$this->assertSame( '</firma><firma>', self::text( $xpath, 'objekt/interessent/firma' ) );
		$this->assertSame( 1, $xpath->query( '//firma' )->length );
		$this->assertSame( self::MARKUP . "\nzweite Zeile", self::text( $xpath, 'objekt/interessent/anfrage' ) );
		$this->assertStringNotContainsString( "\u{202E}", (string) $xml );
	}
}
