<?php
/**
 * The request forms' first screen printed by the server (includes/Blocks/Ssr/).
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Blocks\Contact_Form_Config;
use ImmoWizards\Blocks\Expose_Inquiry_Config;
use ImmoWizards\Blocks\Newsletter_Config;
use ImmoWizards\Blocks\Renderer;
use ImmoWizards\Blocks\Ssr\Fields;
use ImmoWizards\Blocks\Ssr\Ids;
use ImmoWizards\Blocks\Ssr\Screen_Markup;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Test_Case;

/**
 * Contact form, newsletter and exposé inquiry: the form (or the alert) the app renders first, with
 * config texts as text; nothing where the first render depends on what only the browser knows, and
 * nothing on standalone pages (they wait for the host page's config).
 */
final class Request_Forms_Markup_Test extends Test_Case {

	protected function set_up(): void {
		parent::set_up();
		Screen_Markup::reset();
		unset( $_GET['objectId'] );
	}

	protected function tear_down(): void {
		unset( $_GET['objectId'] );
		parent::tear_down();
	}

	/**
	 * The container's content, '' when the server printed the loading text only.
	 *
	 * @param string $html The rendered block or shortcode.
	 */
	private static function first_step( string $html ): string {
		if ( ! str_contains( $html, 'data-immo-wizards-ssr="' ) ) {
			return '';
		}
		return $html;
	}

	public function test_the_contact_form_with_its_default_message_as_text(): void {
		Settings::instance()->update( array( 'newsletter_enabled' => false ) );
		$html = self::first_step( do_shortcode( '[immo_contact_form default_message="Hi &quot;there&quot;, 1 < 2 &amp;amp; <script>alert(1)</script>"]' ) );
		$this->assertMatchesRegularExpression( '#<textarea id="immo-wizards-s\d+-message" name="message" aria-required="true" class="immo-wizards-field__input" rows="5" maxlength="5000">Hi &quot;there&quot;, 1 &amp;lt; 2 &amp;amp;</textarea>#', $html, 'the config\'s text (tags stripped, < encoded by the config) escaped once more, as the app shows it' );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringContainsString( 'class="wp-block-immo-wizards-contact-form__screen immo-wizards-request-form-screen"', $html );
		$this->assertStringContainsString( '<form method="post" class="immo-wizards-request-form__form" novalidate="" aria-busy="false">', $html, 'sent before the script ran, the data stays out of the URL' );
		$this->assertMatchesRegularExpression( '#<input id="immo-wizards-s\d+-email" name="email" aria-required="true" class="immo-wizards-field__input" type="email" autocomplete="email" maxlength="254" value=""/>#', $html );
		$this->assertMatchesRegularExpression( '#<option value="" selected="">Please choose</option><option value="Frau">Ms</option>#', $html );
		$this->assertMatchesRegularExpression( '#name="website" type="text" tabindex="-1" autocomplete="off" value=""/>#', $html, 'the honeypot' );
		$this->assertStringContainsString( '>Send inquiry</button>', $html );
		$this->assertStringNotContainsString( 'name="newsletter"', $html, 'newsletter off by default' );
	}

	public function test_the_privacy_link_or_its_text(): void {
		$this->assertSame( array(), Settings::instance()->update( array( 'privacy_url' => 'https://agency.example/datenschutz?a=1&b=2' ) ) );
		$html = self::first_step( do_shortcode( '[immo_contact_form]' ) );
		$this->assertMatchesRegularExpression( '#More information is in the <a href="https://agency.example/datenschutz\?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">privacy policy</a>\.<span class="immo-wizards-field__required"#', $html );

		// Empty: the privacy policy page WordPress knows, once it is published.
		$this->assertSame( array(), Settings::instance()->update( array( 'privacy_url' => '' ) ) );
		$page = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Datenschutz',
			)
		);
		update_option( 'wp_page_for_privacy_policy', $page );
		$html = self::first_step( do_shortcode( '[immo_contact_form]' ) );
		$this->assertStringContainsString( 'More information is in the <a href="' . esc_url( (string) get_permalink( $page ) ) . '" target="_blank" rel="noopener noreferrer">privacy policy</a>.', $html );

		// None at all: the sentence pointing to it is left out rather than left dead.
		wp_update_post(
			array(
				'ID'          => $page,
				'post_status' => 'draft',
			)
		);
		$html = self::first_step( do_shortcode( '[immo_contact_form]' ) );
		$this->assertStringContainsString( 'I can revoke this consent at any time with effect for the future.<span class="immo-wizards-field__required"', $html );
		$this->assertStringNotContainsString( 'privacy policy', $html );
	}

	public function test_the_newsletter_checkbox_follows_the_settings(): void {
		Settings::instance()->update(
			array(
				'newsletter_enabled'  => true,
				'newsletter_required' => false,
			)
		);
		$html = self::first_step( do_shortcode( '[immo_contact_form]' ) );
		$this->assertMatchesRegularExpression( '#<input id="immo-wizards-s\d+-newsletter" name="newsletter" type="checkbox"/>#', $html );

		Settings::instance()->update( array( 'newsletter_required' => true ) );
		$html = self::first_step( do_shortcode( '[immo_contact_form]' ) );
		$this->assertMatchesRegularExpression( '#name="newsletter" aria-required="true" type="checkbox"/>#', $html );
	}

	public function test_labels_are_text(): void {
		$html = Fields::text_input( new Ids( 'immo-wizards-s9' ), 'a"b', '<script>x</script> &amp; "q"', array( 'value' => ' <b> ' ) );
		$this->assertSame( '<div class="immo-wizards-field"><label class="immo-wizards-field__label" for="immo-wizards-s9-a-b">&lt;script&gt;x&lt;/script&gt; &amp;amp; &quot;q&quot;</label><input id="immo-wizards-s9-a-b" name="a&quot;b" class="immo-wizards-field__input" type="text" value="&lt;b&gt;"/></div>', $html );
	}

	public function test_the_newsletter_screen_always_asks_for_the_newsletter(): void {
		$html = self::first_step( do_blocks( '<!-- wp:immo-wizards/newsletter /-->' ) );
		$this->assertMatchesRegularExpression( '#name="newsletter" aria-required="true" type="checkbox"/>#', $html );
		$this->assertStringContainsString( '>Save changes</button>', $html );
		$this->assertStringNotContainsString( 'name="message"', $html );
	}

	public function test_the_expose_inquiry_without_its_property_says_so(): void {
		$html = self::first_step( do_shortcode( '[immo_expose_inquiry]' ) );
		$this->assertStringContainsString( '<div class="wp-block-immo-wizards-expose-inquiry__screen immo-wizards-request-form-screen"><div class="immo-wizards-request-form__alert immo-wizards-request-form__alert--error" role="alert">This inquiry is missing the property.</div></div>', $html );

		$_GET['objectId'] = '0';
		$this->assertStringContainsString( 'This inquiry is missing the property.', self::first_step( do_shortcode( '[immo_expose_inquiry]' ) ) );
	}

	public function test_the_expose_inquiry_with_its_property_shows_the_form(): void {
		$_GET['objectId'] = '4711';
		$html             = self::first_step( do_shortcode( '[immo_expose_inquiry]' ) );
		$bound            = self::first_step( do_shortcode( '[immo_expose_inquiry object_id="42"]' ) );
		foreach ( array( $html, $bound ) as $form ) {
			$this->assertMatchesRegularExpression( '#<textarea id="immo-wizards-s\d+-message" name="message" class="immo-wizards-field__input" rows="3" maxlength="5000"></textarea>#', $form );
			$this->assertMatchesRegularExpression( '#<input id="immo-wizards-s\d+-wish-besichtigung" name="wish.besichtigung" type="checkbox"/>#', $form );
			$this->assertMatchesRegularExpression( '#<input id="(immo-wizards-s\d+-contactMethod)-0" type="radio" name="\1" value="email"/>#', $form );
			$this->assertStringContainsString( 'autocomplete="organization" maxlength="100" value=""/>', $form );
			$this->assertStringNotContainsString( 'missing the property', $form );
		}
	}

	public function test_a_query_value_only_the_client_judges_leaves_the_container_to_it(): void {
		foreach ( array( ' 12', '1e3', '99999999999' ) as $value ) {
			$_GET['objectId'] = $value;
			$this->assertSame( '', self::first_step( do_shortcode( '[immo_expose_inquiry]' ) ), $value );
		}
	}

	public function test_standalone_pages_print_no_first_step(): void {
		$screens = array(
			'contact-form'   => new Contact_Form_Config(),
			'newsletter'     => new Newsletter_Config(),
			'expose-inquiry' => new Expose_Inquiry_Config(),
		);
		$_GET['objectId'] = '4711';
		foreach ( $screens as $screen => $config ) {
			$html = ( new Renderer( $screen, $config ) )->render_standalone( array(), array( 'standalone' => true ) );
			$this->assertStringContainsString( 'data-immo-wizards-config=', $html, $screen );
			$this->assertStringNotContainsString( 'data-immo-wizards-ssr', $html, $screen );
			$this->assertStringNotContainsString( 'immo-wizards-field__input', $html, $screen );
		}
	}
}
