<?php
/**
 * The mail kinds' registry: each kind describes its mail once.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Mail;

use ImmoWizards\Mail\Kinds\Agency_Mail;
use ImmoWizards\Mail\Kinds\Confirmation_Mail;
use ImmoWizards\Mail\Kinds\Crm_Feedback_Mail;
use ImmoWizards\Mail\Mailer;
use ImmoWizards\Plugin;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Storage\Outbox_Repository;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Every registered kind renders its preview sample in both languages, has a label, answers a rebuild,
 * and every text it declares is editable with the placeholders it names; the settings and the
 * preview route take their keys and mails from the registry.
 */
final class Mail_Kinds_Test extends Test_Case {

	use Request_Payloads;

	public function test_every_kind_renders_its_sample_in_both_languages(): void {
		$kinds = Plugin::instance()->mail_kinds()->all();
		$this->assertSame( array( 'confirmation', 'agency_notification', 'login_link', 'email_change', 'email_changed_notice', 'search_alert', 'crm_feedback', 'price_indication', 'test_mail' ), array_keys( $kinds ) );
		foreach ( $kinds as $name => $kind ) {
			$this->assertSame( $name, $kind->name() );
			$this->assertNotSame( '', $kind->label(), $name );
			$this->assertNotSame( '', $kind->preview_label(), $name );
			foreach ( array( 'de_DE', 'en_US' ) as $locale ) {
				$mail = Mailer::in_locale( $locale, static fn () => Plugin::instance()->templates()->render( $name, $kind->sample() ) );
				$this->assertNotSame( '', $mail['subject'], "$name $locale" );
				$this->assertStringStartsWith( '<!DOCTYPE html>', $mail['html'], "$name $locale" );
				$this->assertStringContainsString( home_url( '/' ), $mail['text'], "$name $locale: the footer" );
			}
		}
	}

	public function test_every_declared_text_is_editable_with_its_placeholders(): void {
		$kinds = Plugin::instance()->mail_kinds();
		$keys  = array();
		foreach ( $kinds->all() as $name => $kind ) {
			foreach ( array_keys( $kind->texts() ) as $key ) {
				$keys[] = $key;
				$marker = 'Text ' . $key . ': ' . implode( ' ', array_map( static fn ( $p ) => '{' . $p . '}', $kind->placeholders() ) ) . ' {unknown}';
				$this->assertSame( array(), Settings::instance()->update( array( 'mail_texts' => array( $key => $marker ) ) ), "$name $key" );
				$mail = Plugin::instance()->templates()->render( $name, $kind->sample() );
				$this->assertStringContainsString( 'Text ' . $key . ': ', $mail['text'], "$name $key is used" );
				$this->assertStringContainsString( ' {unknown}', $mail['text'], 'unknown placeholders stay' );
				foreach ( $kind->placeholders() as $placeholder ) {
					$this->assertStringNotContainsString( '{' . $placeholder . '}', $mail['text'], "$name $key fills {{$placeholder}}" );
				}
				Settings::instance()->update( array( 'mail_texts' => array( $key => '' ) ) );
			}
		}
		$this->assertSame( array( 'confirmation_greeting', 'confirmation_intro', 'agency_greeting', 'agency_intro' ), $keys );
		$this->assertSame( $keys, array_keys( Settings::instance()->all()['mail_texts'] ), 'the setting holds every declared text' );
		$this->assertSame( array( 'confirmation', 'agency_notification' ), $kinds->editable() );
	}

	public function test_the_preview_route_offers_and_renders_every_kind_with_texts(): void {
		$this->login( 'administrator' );
		foreach ( Plugin::instance()->mail_kinds()->editable() as $name ) {
			$response = $this->rest( 'POST', '/settings/mail-preview', array( 'mail' => $name ) );
			$this->assertSame( 200, $response->get_status(), $name );
			$this->assertStringContainsString( 'Mustermann', $response->get_data()['html'], "$name: the sample" );
		}
		$this->assertSame( 400, $this->rest( 'POST', '/settings/mail-preview', array( 'mail' => 'login_link' ) )->get_status(), 'no texts, no preview' );
	}

	public function test_every_kind_answers_a_rebuild(): void {
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body() )->get_status() );
		$request = $this->rows( 'requests' )[0];
		$kinds   = Plugin::instance()->mail_kinds();
		foreach ( $kinds->all() as $name => $kind ) {
			$row = (object) array(
				'kind'       => $name,
				'request_id' => (int) $request->id,
				'locale'     => 'de_DE',
				'recipient'  => 'anna.schmidt@example.de',
			);
			$args = $kind->rebuild( $row );
			if ( in_array( $name, array( Confirmation_Mail::NAME, Agency_Mail::NAME, Crm_Feedback_Mail::NAME ), true ) ) {
				$this->assertIsArray( $args, "$name is rebuilt from its request" );
				$mail = Plugin::instance()->templates()->render( $name, $args );
				$this->assertStringContainsString( 'Schmidt', $mail['subject'] . $mail['text'], "$name: the request's contact" );
				$this->assertFalse( $kind->obsolete( $row ), "$name: its request waits" );
				continue;
			}
			// What these were made of (a key, listing cards) exists only in their sealed body.
			$this->assertNull( $args, $name );
			$this->assertFalse( $kind->obsolete( $row ), $name );
		}
		$gone = (object) array(
			'kind'       => Agency_Mail::NAME,
			'request_id' => 999999,
			'locale'     => '',
			'recipient'  => 'x@example.de',
		);
		$this->assertTrue( $kinds->get( Agency_Mail::NAME )->obsolete( $gone ), 'a deleted request needs no mail' );
		$this->assertNull( $kinds->get( Agency_Mail::NAME )->rebuild( $gone ) );
	}

	public function test_the_outbox_stores_the_kind_under_the_mail_s_name(): void {
		$id = Plugin::instance()->outbox()->queue(
			'login_link',
			'de_DE',
			array(
				'recipient' => 'anna@example.de',
				'args'      => array( 'the-key', array() ),
				'kind'      => 'something_else',
			)
		);
		$this->assertSame( 'login_link', ( new Outbox_Repository() )->find( $id )->kind );
	}

	public function test_the_admin_screens_get_the_kinds_from_the_registry(): void {
		$catalogue = Plugin::instance()->mail_kinds()->catalogue();
		$this->assertSame( array_keys( Plugin::instance()->mail_kinds()->all() ), array_column( $catalogue, 'kind' ) );
		$this->assertSame( 'Confirmation request', $catalogue[0]['label'] );
		$this->assertSame( 'Confirmation mail', $catalogue[0]['previewLabel'] );
		$this->assertSame(
			array(
				array(
					'key'   => 'confirmation_greeting',
					'label' => 'Confirmation mail: greeting',
				),
				array(
					'key'   => 'confirmation_intro',
					'label' => 'Confirmation mail: introduction',
				),
			),
			$catalogue[0]['texts']
		);
		$this->assertSame( array( 'type', 'site', 'days' ), $catalogue[0]['placeholders'] );
	}
}
