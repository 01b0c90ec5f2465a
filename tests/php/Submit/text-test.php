<?php
/**
 * Invisible characters in names and texts: removed before anything is stored.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Submit\Text;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Format characters (`\p{Cf}`) are removed, control characters become spaces, in every free-text
 * field of the submit pipeline.
 */
final class Text_Test extends Test_Case {

	use Request_Payloads;

	/** Right-to-left override, zero-width space, byte order mark, left-to-right isolate. */
	private const INVISIBLE = array( "\u{202E}", "\u{200B}", "\u{FEFF}", "\u{2066}" );

	/**
	 * @dataProvider format_character_provider
	 *
	 * @param string $char A format character.
	 */
	public function test_format_characters_are_removed( string $char ): void {
		$this->assertSame( 'Anna', Text::line( 'An' . $char . 'na' . $char, 100 ) );
		$this->assertSame( 'Anna', Text::line( $char . 'Anna', 100 ) );
		$this->assertSame( "Hallo\nWelt", Text::block( $char . "Hal{$char}lo\nWelt" . $char, 100 ) );
		$this->assertSame( '', Text::line( $char . $char, 100 ), 'nothing visible is nothing' );
		$this->assertSame( '', Text::block( $char, 100 ) );
	}

	public function format_character_provider(): array {
		return array(
			'U+202E right-to-left override' => array( "\u{202E}" ),
			'U+200B zero-width space'       => array( "\u{200B}" ),
			'U+FEFF byte order mark'        => array( "\u{FEFF}" ),
			'U+2066 left-to-right isolate'  => array( "\u{2066}" ),
			'U+2069 pop directional isol.'  => array( "\u{2069}" ),
			'U+202A left-to-right embed'    => array( "\u{202A}" ),
			'U+200D zero-width joiner'      => array( "\u{200D}" ),
			'U+00AD soft hyphen'            => array( "\u{00AD}" ),
			'U+2060 word joiner'            => array( "\u{2060}" ),
		);
	}

	public function test_format_characters_do_not_count_towards_the_length(): void {
		$this->assertSame( str_repeat( 'a', 10 ), Text::line( str_repeat( "a\u{200B}", 10 ), 10 ) );
	}

	public function test_control_and_separator_characters(): void {
		$this->assertSame( 'a b c d', Text::line( "a\u{0085}b\u{2028}c\u{009B}d", 100 ), 'C1 controls and line separators are line breaks or controls' );
		$this->assertSame( "a\nb\nc d\te", Text::block( "a\u{2028}b\u{0085}c\u{009B}d\te", 100 ) );
		$this->assertSame( "a\nb\nc", Text::block( "a\r\nb\rc", 100 ) );
	}

	public function test_text_that_is_not_utf8_is_rejected(): void {
		$this->assertNull( Text::line( "Anna\xC3\x28", 100 ) );
		$this->assertNull( Text::block( "Anna\xC3\x28", 100 ) );
	}

	public function test_letters_of_other_scripts_are_kept(): void {
		$this->assertSame( 'Müller-Lüdenscheidt Ørsted Łukasz 李 محمد', Text::line( 'Müller-Lüdenscheidt Ørsted Łukasz 李 محمد', 100 ) );
	}

	public function test_an_inquiry_with_invisible_characters_is_stored_and_mailed_without_them(): void {
		[ $rlo, $zwsp, $bom, $lri ] = self::INVISIBLE;
		$body                       = $this->inquiry_body(
			array(
				'contact'       => array(
					'firstname' => "An{$rlo}na",
					'lastname'  => "{$bom}Schmidt{$lri}",
					'phone'     => "+49 351{$zwsp} 123456",
					'street'    => "Prager{$zwsp} Straße",
					'number'    => "2{$rlo}",
					'zip'       => "{$bom}01067",
					'city'      => "Dres{$lri}den",
				),
				'exposeInquiry' => array(
					'message'        => "Hallo{$rlo} Team,\n{$zwsp}bitte zurückrufen.{$bom}",
					'company'        => "Muster{$lri} GmbH{$rlo}",
					'customObjectId' => "DD{$zwsp}-0815",
				),
			)
		);
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/expose-inquiry', $body )->get_status() );
		$this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) );

		$stored = wp_json_encode( array( $this->rows( 'contacts' ), $this->rows( 'requests' ) ), JSON_UNESCAPED_UNICODE );
		$agency = (string) end( $this->mails )['message'];
		foreach ( self::INVISIBLE as $char ) {
			$this->assertStringNotContainsString( $char, $stored );
			$this->assertStringNotContainsString( $char, $agency );
		}
		foreach ( array( 'Anna', 'Schmidt', 'Prager Straße', '01067', 'Dresden', 'Muster GmbH', 'DD-0815' ) as $text ) {
			$this->assertStringContainsString( $text, $agency );
		}
		$inquiry = json_decode( $this->rows( 'requests' )[0]->payload, true )['exposeInquiry'];
		$this->assertSame( "Hallo Team,\nbitte zurückrufen.", $inquiry['message'] );
		$this->assertSame( 'Muster GmbH', $inquiry['company'] );
		$this->assertSame( 'DD-0815', $inquiry['customObjectId'] );
	}

	public function test_a_name_of_invisible_characters_only_is_rejected(): void {
		$body = $this->message_body( array( 'contact' => array( 'lastname' => implode( '', self::INVISIBLE ) ) ) );
		$this->assertSame( 400, $this->rest( 'POST', '/wizard/contact', $body )->get_status() );
		$this->assert_nothing_stored();
	}

	public function test_a_lead_location_loses_its_invisible_characters(): void {
		$body = $this->lead_body( array( 'lead' => array( 'location' => array( 'city' => "Dres\u{202E}den", 'district' => "\u{200B}Altstadt" ) ) ) );
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $body )->get_status() );
		$location = json_decode( $this->rows( 'requests' )[0]->payload, true )['lead']['location'];
		$this->assertSame( array( 'Dresden', 'Altstadt' ), array( $location['city'], $location['district'] ) );
	}
}
