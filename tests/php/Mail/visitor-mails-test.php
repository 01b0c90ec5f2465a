<?php
/**
 * How the mails to visitors greet them and what their text part says.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Mail\Greeting;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Plugin;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Test_Case;

/**
 * Every mail to a visitor greets by salutation and name as a German letter does, and its plain-text
 * part speaks of the link it has, not of a button it has not.
 */
final class Visitor_Mails_Test extends Test_Case {

	private const ERIKA = array(
		'salutation' => 'Frau',
		'firstname'  => 'Erika',
		'lastname'   => 'Muster',
	);

	/**
	 * A greeting in a language.
	 *
	 * @param string              $locale  Locale.
	 * @param array<string,mixed> $contact Contact.
	 */
	private static function greeting( string $locale, array $contact ): string {
		return Mailer::in_locale( $locale, static fn () => Greeting::line( $contact ) );
	}

	/**
	 * Every mail kind to visitors, rendered for Erika in a language.
	 *
	 * @param string $locale Locale.
	 * @return array<string, array{subject:string,html:string,text:string}>
	 */
	private static function mails( string $locale ): array {
		$templates = Plugin::instance()->templates();
		$listing   = array(
			'title' => 'Altbauwohnung',
			'url'   => 'https://example.org/immobilie/altbau/',
			'image' => '',
			'price' => 350000.0,
			'place' => '01067 Dresden',
		);
		$mails     = array(
			'confirmation'         => array( self::ERIKA, 'the-key', 'lead' ),
			'login_link'           => array( 'the-key', self::ERIKA ),
			'email_change'         => array( 'the-key', self::ERIKA ),
			'email_changed_notice' => array( self::ERIKA ),
			'search_alert'         => array(
				array(
					array(
						'deactivate' => 'https://example.org/off',
						'listings'   => array( $listing ),
					),
				),
				'https://example.org/portal',
				$locale,
				self::ERIKA,
			),
		);
		return Mailer::in_locale(
			$locale,
			static function () use ( $templates, $mails ): array {
				$out = array();
				foreach ( $mails as $kind => $args ) {
					$out[ $kind ] = $templates->render( $kind, $args );
				}
				return $out;
			}
		);
	}

	public function test_the_greeting_names_the_visitor_as_a_letter_does(): void {
		$this->assertSame( 'Guten Tag Frau Muster,', self::greeting( 'de_DE', self::ERIKA ) );
		$this->assertSame( 'Guten Tag Herr Muster,', self::greeting( 'de_DE', array( 'salutation' => 'Herr' ) + self::ERIKA ) );
		$this->assertSame( 'Guten Tag Max Muster,', self::greeting( 'de_DE', array( 'salutation' => '', 'firstname' => 'Max', 'lastname' => 'Muster' ) ) );
		$this->assertSame( 'Guten Tag Anna-Lena O’Brien van der Berg,', self::greeting( 'de_DE', array( 'firstname' => 'Anna-Lena', 'lastname' => 'O’Brien van der Berg' ) ) );
		$this->assertSame( 'Guten Tag,', self::greeting( 'de_DE', array() ) );
		$this->assertSame( 'Dear Ms Muster,', self::greeting( 'en_US', self::ERIKA ) );
		$this->assertSame( 'Dear Max Muster,', self::greeting( 'en_US', array( 'firstname' => 'Max', 'lastname' => 'Muster' ) ) );
		$this->assertSame( 'Hello,', self::greeting( 'en_US', array() ) );
	}

	public function test_only_a_name_that_reads_as_one_is_used(): void {
		// The confirmation mail goes to any address a visitor typed: no link, digit or sentence in it.
		foreach ( array( 'evil.example', 'https://x.example', 'Call 0800 123', 'Win a prize now at home', '<b>Max</b>', str_repeat( 'a', 41 ) ) as $name ) {
			$this->assertSame( 'Guten Tag,', self::greeting( 'de_DE', array( 'firstname' => $name, 'lastname' => 'Muster' ) ), $name );
			$this->assertSame( 'Guten Tag,', self::greeting( 'de_DE', array( 'firstname' => 'Max', 'lastname' => $name ) ), $name );
			$this->assertSame( 'Guten Tag,', self::greeting( 'de_DE', array( 'salutation' => 'Frau', 'lastname' => $name ) ), $name );
		}
		// A refused first name does not cost the salutation's greeting.
		$this->assertSame( 'Guten Tag Frau Muster,', self::greeting( 'de_DE', array( 'firstname' => 'evil.example' ) + self::ERIKA ) );
		$this->assertSame( 'Guten Tag,', self::greeting( 'de_DE', array( 'salutation' => 'Dr.', 'firstname' => '', 'lastname' => '' ) ) );
	}

	public function test_every_mail_to_a_visitor_greets_by_name_in_both_parts(): void {
		foreach ( array( 'de_DE' => 'Guten Tag Frau Muster,', 'en_US' => 'Dear Ms Muster,' ) as $locale => $greeting ) {
			foreach ( self::mails( $locale ) as $kind => $mail ) {
				$this->assertStringStartsWith( $greeting . "\n\n", $mail['text'], "$locale $kind" );
				$this->assertStringContainsString( '<p>' . esc_html( $greeting ) . '</p>', $mail['html'], "$locale $kind" );
			}
		}
	}

	public function test_the_text_parts_speak_of_the_link_they_have(): void {
		foreach ( array( 'de_DE' => '/Schaltfläche|Button/i', 'en_US' => '/button/i' ) as $locale => $button ) {
			foreach ( self::mails( $locale ) as $kind => $mail ) {
				$this->assertDoesNotMatchRegularExpression( $button, $mail['text'], "$locale $kind" );
			}
		}
		$mails = self::mails( 'de_DE' );
		$this->assertStringContainsString( "Bitte bestätigen Sie sie über den Link unten; erst dann bearbeiten wir sie.\n\nAnfrage bestätigen: ", $mails['confirmation']['text'] );
		$this->assertStringContainsString( 'Bitte bestätigen Sie sie mit der Schaltfläche unten', $mails['confirmation']['html'], 'the HTML part has the button' );
		$this->assertStringContainsString( "Bitte bestätigen Sie sie über den Link unten; erst dann wird sie verwendet.\n\nE-Mail-Adresse bestätigen: ", $mails['email_change']['text'] );
		$this->assertMatchesRegularExpression( '/\nAnfrage bestätigen: \S+k=the-key\n/', $mails['confirmation']['text'] );
	}

	public function test_an_agency_greeting_replaces_the_shipped_one(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'mail_texts' => array( 'confirmation_greeting' => 'Hallo aus {site},' ) ) ) );
		$mail = Mailer::in_locale( 'de_DE', static fn () => Plugin::instance()->templates()->render( 'confirmation', array( self::ERIKA, 'the-key', 'lead' ) ) );
		$this->assertStringStartsWith( 'Hallo aus ', $mail['text'] );
		$this->assertStringNotContainsString( 'Muster', $mail['text'] );
	}
}
