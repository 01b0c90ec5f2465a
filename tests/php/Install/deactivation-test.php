<?php
/**
 * Deactivation keeps confirmed data and purges what is unverified or secret.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Install;

use ImmoWizards\Install\Installer;
use ImmoWizards\Mail\Outbox;
use ImmoWizards\Privacy\Retention;
use ImmoWizards\Storage\Contact_Repository;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;
use ImmoWizards\Wiring\Jobs;

/**
 * No clean-up runs while the plugin is off: pending requests, keys and mail bodies go at once.
 */
final class Deactivation_Test extends Test_Case {

	use Request_Payloads;

	public function test_deactivation_purges_pending_requests_keys_and_mail_bodies(): void {
		Installer::schedule_cron();
		// A confirmed request whose agency mail could not be sent yet (its body waits in the outbox).
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/saved-search', $this->saved_search_body( array( 'contact' => array( 'email' => 'kept@example.de' ) ) ) )->get_status() );
		$key               = $this->key_from_last_mail();
		$this->mail_result = false;
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $key ) )->get_status() );
		// A pending request with its pending confirmation mail.
		$this->assertSame( 201, $this->rest( 'POST', '/wizard/lead', $this->lead_body( array( 'contact' => array( 'email' => 'pending@example.de' ) ) ) )->get_status() );
		$this->assertSame( 2, $this->count_rows( 'outbox', "status = 'pending' AND html <> ''" ) );
		$this->assertGreaterThan( 0, $this->count_rows( 'keys' ) );

		Installer::deactivate();

		$this->assertFalse( wp_next_scheduled( Jobs::HOOK ) );
		$this->assertSame( 0, $this->count_rows( 'requests', "status = 'pending'" ) );
		$this->assertSame( 1, $this->count_rows( 'requests', 'confirmed_at IS NOT NULL' ), 'confirmed data stays' );
		$this->assertSame( 1, $this->count_rows( 'saved_searches', 'active = 1' ) );
		$this->assertSame( 0, $this->count_rows( 'keys' ), 'no key of any purpose' );
		$this->assertSame( 0, $this->count_rows( 'outbox', "html <> '' OR text <> ''" ), 'no mail body' );
		$this->assertSame( 1, $this->count_rows( 'outbox', "status = 'pending'" ), 'the unsent agency mail is still known' );
		$this->assertSame( 0, $this->count_rows( 'consents', 'confirmed_at IS NULL' ) );
		$this->assertNull( ( new Contact_Repository() )->find_by_email( 'pending@example.de' ) );
		$this->assertNotNull( ( new Contact_Repository() )->find_by_email( 'kept@example.de' ) );
	}
}
