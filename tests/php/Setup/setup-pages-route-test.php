<?php
/**
 * POST /setup/pages and GET /setup.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Setup;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Setup\Setup_Pages;
use ImmoWizards\Tests\Test_Case;

/**
 * A page per known screen, its title and block from the plugin's table only; refused input creates
 * nothing; administrators only, from this site only.
 */
final class Setup_Pages_Route_Test extends Test_Case {

	/**
	 * Pages of the site (any status but trash).
	 */
	private function page_count(): int {
		return count(
			get_posts(
				array(
					'post_type'   => 'page',
					'post_status' => array( 'publish', 'draft', 'private', 'pending' ),
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	public function test_creates_the_lead_wizard_page_once_and_the_assistant_shows_it(): void {
		$this->login( 'administrator' );
		delete_option( Setup_Pages::OPTION );
		$this->assertFalse( $this->json( $this->rest( 'GET', '/setup' ) )['steps']['pages'] );

		$response = $this->rest( 'POST', '/setup/pages', array( 'screen' => 'lead-wizard' ) );
		$this->assertSame( 200, $response->get_status() );
		$page = get_post( $this->json( $response )['id'] );
		$this->assertSame( 'Value your property', $page->post_title );
		$this->assertSame( '<!-- wp:immo-wizards/lead-wizard /-->', $page->post_content );
		$this->assertSame( 'publish', $page->post_status );
		$this->assertSame( get_permalink( $page ), $this->json( $response )['link'] );

		$state = $this->json( $this->rest( 'GET', '/setup' ) );
		$this->assertTrue( $state['steps']['pages'] );
		$lead = current( array_filter( $state['screens'], static fn ( $screen ) => 'lead-wizard' === $screen['screen'] ) );
		$this->assertSame( $page->ID, $lead['page']['id'] );
		$this->assertContains(
			array(
				'id'    => $page->ID,
				'title' => 'Value your property',
			),
			$state['pages']
		);

		$before = $this->page_count();
		$again  = $this->rest( 'POST', '/setup/pages', array( 'screen' => 'lead-wizard' ) );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'immo_wizards_setup_page_exists', $this->error_code( $again ) );
		$this->assertSame( $before, $this->page_count() );

		wp_trash_post( $page->ID );
		$this->assertSame( 200, $this->rest( 'POST', '/setup/pages', array( 'screen' => 'lead-wizard' ) )->get_status(), 'a trashed page is made again' );
	}

	public function test_a_new_portal_page_becomes_the_settings_portal_page(): void {
		$this->login( 'administrator' );
		wp_trash_post( Settings::instance()->portal_page_id() );
		$answer = $this->json( $this->rest( 'POST', '/setup/pages', array( 'screen' => 'portal' ) ) );
		$this->assertSame( $answer['id'], Settings::instance()->portal_page_id() );
		$this->assertSame( '<!-- wp:immo-wizards/portal /-->', get_post( $answer['id'] )->post_content );
		$this->assertSame( 409, $this->rest( 'POST', '/setup/pages', array( 'screen' => 'portal' ) )->get_status() );
	}

	/**
	 * Bodies the route must refuse.
	 *
	 * @return array<string,array{0:mixed}>
	 */
	public static function bad_bodies(): array {
		return array(
			'no screen'        => array( array() ),
			'unknown screen'   => array( array( 'screen' => 'evil' ) ),
			'a listing screen' => array( array( 'screen' => 'expose-inquiry' ) ),
			'markup as screen' => array( array( 'screen' => 'lead-wizard /--><script>alert(1)</script><!--' ) ),
			'screen as array'  => array( array( 'screen' => array( 'lead-wizard' ) ) ),
			'screen as number' => array( array( 'screen' => 7 ) ),
			'not json'         => array( '{"screen":' ),
		);
	}

	/**
	 * Bad input: a clear 400, nothing created.
	 *
	 * @dataProvider bad_bodies
	 * @param mixed $body Request body.
	 */
	public function test_bad_input_is_refused_and_creates_nothing( $body ): void {
		$this->login( 'administrator' );
		$before   = $this->page_count();
		$response = $this->rest( 'POST', '/setup/pages', $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $before, $this->page_count() );
	}

	public function test_a_title_or_content_sent_along_is_ignored(): void {
		$this->login( 'administrator' );
		$answer = $this->json(
			$this->rest(
				'POST',
				'/setup/pages',
				array(
					'screen'  => 'contact-form',
					'title'   => '<b>Owned</b>',
					'content' => '<!-- wp:html --><script>x</script><!-- /wp:html -->',
				)
			)
		);
		$page   = get_post( $answer['id'] );
		$this->assertSame( 'Contact', $page->post_title );
		$this->assertSame( '<!-- wp:immo-wizards/contact-form /-->', $page->post_content );
	}

	public function test_only_administrators_of_this_site_may_create_or_read(): void {
		$before = $this->page_count();
		$this->assertSame( 401, $this->rest( 'POST', '/setup/pages', array( 'screen' => 'newsletter' ) )->get_status() );
		$this->assertSame( 401, $this->rest( 'GET', '/setup' )->get_status() );
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->login( $role );
			$this->assertSame( 403, $this->rest( 'POST', '/setup/pages', array( 'screen' => 'newsletter' ) )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'GET', '/setup' )->get_status(), $role );
		}
		$this->login( 'administrator' );
		$request = new \WP_REST_Request( 'POST', '/immo-wizards/v1/setup/pages' );
		$request->set_header( 'Sec-Fetch-Site', 'cross-site' );
		$request->set_param( 'screen', 'newsletter' );
		$this->assertSame( 403, rest_do_request( $request )->get_status() );
		$this->assertSame( $before, $this->page_count() );
	}
}
