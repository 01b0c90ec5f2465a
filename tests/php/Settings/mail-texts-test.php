<?php
/**
 * The agency's mail texts: placeholders, escaping, the shipped fallback, the preview route.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Tests\Settings;

use ImmoWizards\Blocks\Shared_Config;
use ImmoWizards\Plugin;
use ImmoWizards\Settings\Privacy_Settings;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Users\Roles;

/**
 * Mail texts and the cookie banner's mode.
 */
final class Mail_Texts_Test extends Test_Case {

	/**
	 * Renders a mail with the given texts stored.
	 *
	 * @param array<string, string> $texts Texts.
	 * @param string                $mail  Template.
	 * @param array<mixed>          $args  Arguments.
	 */
	private function render( array $texts, string $mail, array $args ): array {
		$this->assertSame( array(), Settings::instance()->update( array( 'mail_texts' => $texts ) ) );
		return Plugin::instance()->templates()->render( $mail, $args );
	}

	public function test_placeholders_are_filled_and_unknown_ones_stay(): void {
		$contact = array( 'firstname' => 'Erika', 'lastname' => 'Muster', 'email' => 'e@example.com' );
		$mail    = $this->render( array( 'agency_greeting' => 'Neu von {firstname} {lastname} ({type}) {unknown}' ), 'agency_notification', array( 'lead', array( 'contact' => $contact ), 'uuid-1' ) );
		$this->assertStringContainsString( 'Neu von Erika Muster (', $mail['text'] );
		$this->assertStringContainsString( ') {unknown}', $mail['text'] );
		$this->assertStringContainsString( '<p>Neu von Erika Muster', $mail['html'] );
	}

	public function test_values_and_texts_are_escaped_in_html(): void {
		$contact = array( 'firstname' => '<script>x</script>', 'lastname' => '' );
		$mail    = $this->render( array( 'agency_intro' => '{firstname} & <b>' ), 'agency_notification', array( 'lead', array( 'contact' => $contact ), 'uuid-1' ) );
		$this->assertStringNotContainsString( '<script>x', $mail['html'] );
		$this->assertStringNotContainsString( '<b>', $mail['html'] );
		$this->assertStringContainsString( '&lt;script&gt;x&lt;/script&gt;', $mail['html'] );
	}

	public function test_empty_texts_fall_back_to_the_shipped_ones(): void {
		$mail = $this->render( array( 'confirmation_greeting' => '', 'confirmation_intro' => '' ), 'confirmation', array( array(), 'key', 'lead' ) );
		$this->assertStringContainsString( 'Thank you for your request.', $mail['text'] );
		$mail = $this->render( array( 'confirmation_intro' => 'Danke für Ihre Anfrage ({type}), {days} Tage.' ), 'confirmation', array( array(), 'key' ) );
		$this->assertStringContainsString( 'Danke für Ihre Anfrage (), 14 Tage.', $mail['text'] );
	}

	public function test_the_confirmation_mail_refuses_visitor_supplied_placeholders(): void {
		$errors = Settings::instance()->update( array( 'mail_texts' => array( 'confirmation_greeting' => 'Hallo {lastname}' ) ) );
		$this->assertArrayHasKey( 'mail_texts.confirmation_greeting', $errors );
		$this->assertSame( '', Settings::instance()->all()['mail_texts']['confirmation_greeting'] );
	}

	/**
	 * POSTs a preview.
	 *
	 * @param array<string, mixed> $body Body.
	 */
	private function preview( array $body ): \WP_REST_Response {
		return $this->rest( 'POST', '/settings/mail-preview', $body );
	}

	public function test_the_preview_renders_unsaved_texts_for_administrators_only(): void {
		$body = array(
			'mail'  => 'agency_notification',
			'texts' => array( 'agency_intro' => 'Hallo {firstname}', 'confirmation_intro' => '{email}' ),
		);
		$this->assertSame( 401, $this->preview( $body )->get_status() );
		foreach ( array( 'subscriber', 'editor', Roles::ROLE ) as $role ) {
			$this->login( $role );
			$this->assertSame( 403, $this->preview( $body )->get_status(), $role );
		}
		$this->login( 'administrator' );
		$response = $this->preview( $body );
		$this->assertSame( 200, $response->get_status() );
		$data = $this->json( $response );
		$this->assertStringContainsString( 'Hallo Erika', $data['html'] );
		$this->assertArrayHasKey( 'mail_texts.confirmation_intro', (array) $data['errors'] );
		$this->assertSame( '', Settings::instance()->all()['mail_texts']['agency_intro'] );
		$this->assertSame( 400, $this->preview( array( 'mail' => 'login_link' ) )->get_status() );
	}

	public function test_the_cookie_banner_mode_reaches_the_screens(): void {
		$this->assertSame( array( 'required' => true, 'wpConsentApi' => false ), Shared_Config::build( Settings::instance() )['consent'] );
		Settings::instance()->update( array( 'cookie_banner' => 'wp_consent_api' ) );
		$this->assertSame( array( 'required' => true, 'wpConsentApi' => true ), Shared_Config::build( Settings::instance() )['consent'] );
		Settings::instance()->update( array( 'cookie_banner' => 'off' ) );
		$this->assertFalse( Shared_Config::build( Settings::instance() )['consent']['required'] );
		$this->assertArrayHasKey( 'cookie_banner', Settings::instance()->update( array( 'cookie_banner' => 'maybe' ) ) );
		$this->assertTrue( apply_filters( 'wp_consent_api_registered_' . plugin_basename( IMMO_WIZARDS_FILE ), false ) );
	}

	public function test_the_former_consent_switch_is_migrated(): void {
		global $wpdb;
		// As an older version stored it, past today's validation.
		update_option( Settings::OPTION, array( 'map_zoom' => 9 ) );
		$wpdb->update( $wpdb->options, array( 'option_value' => maybe_serialize( array( 'consent_required' => false, 'map_zoom' => 9 ) ) ), array( 'option_name' => Settings::OPTION ) );
		wp_cache_flush();
		Privacy_Settings::migrate_consent_required();
		$this->assertSame( 'off', Settings::instance()->all()['cookie_banner'] );
		$this->assertSame( 9, Settings::instance()->all()['map_zoom'] );
		$this->assertArrayNotHasKey( 'consent_required', get_option( Settings::OPTION ) );
	}
}
