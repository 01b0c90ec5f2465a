<?php
/**
 * The number of current matches on the portal's Suchprofile cards.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Alerts;

use ImmoWizards\Tests\Portal_Session;

require_once __DIR__ . '/class-alert-test-case.php';
require_once dirname( __DIR__ ) . '/includes/class-portal-session.php';

/**
 * Anna's confirmed search: flats for sale in Innere Altstadt (11) or Äußere Neustadt (22),
 * 100,000–350,000 EUR, from 60 m², built 1990–2020.
 */
final class Portal_Matches_Test extends Alert_Test_Case {

	use Portal_Session;

	public function test_each_item_counts_the_published_active_listings_it_matches_now(): void {
		$this->capture_cookies();
		$anna = $this->portal_session( 'anna@example.de' );
		$this->listing( array( 'district' => 'Innere Altstadt' ) );
		$this->listing( array( 'district' => 'Äußere Neustadt' ) );
		$this->listing( array( 'district' => 'Innere Altstadt', 'price' => '400000' ) );
		$this->listing( array( 'district' => 'Innere Altstadt', 'livingSpace' => null ) );
		$this->listing( array( 'district' => 'Innere Altstadt' ), 'draft' );
		$this->listing( array( 'district' => 'Innere Altstadt', 'status' => 'sold' ) );
		$this->listing( array( 'district' => 'Innere Altstadt', 'marketingType' => 'rent' ) );
		$this->listing();

		$this->assertSame( array( 2 ), array_column( $this->cards( $anna ), 'matches' ) );

		// A listing in a region and its group counts once.
		$group = $this->json( $this->browser( $anna['cookie'], $anna['nonce'], 'POST', '/immo-wizards/v1/saved-search', array_replace( $this->saved_search_body()['savedSearch'], array( 'locations' => array( array( 'locationId' => 1 ), array( 'locationId' => 11 ) ) ) ) ) );
		$this->assertSame( 1, $group['matches'] );

		$paused = $this->browser( $anna['cookie'], $anna['nonce'], 'PUT', '/immo-wizards/v1/saved-search/' . $anna['uuid'], $this->saved_search_body()['savedSearch'] + array( 'active' => false ) );
		$this->assertNull( $this->json( $paused )['matches'], 'an inactive search is not matched' );
		$this->assertSame( array( 1, null ), array_column( $this->cards( $anna ), 'matches' ) );
	}

	/**
	 * The session's Suchprofile list.
	 *
	 * @param array<string,mixed> $session Session.
	 * @return array<int, array<string,mixed>>
	 */
	private function cards( array $session ): array {
		return $this->json( $this->browser( $session['cookie'], $session['nonce'], 'GET', '/immo-wizards/v1/saved-search' ) );
	}
}
